import { PageHeader } from '../components/page/page-header';
import { SectionTabs } from '../components/page/section-tabs';
import { useSectionTabs } from '../components/page/use-section-tabs';
import { FantasyAiFullScreen } from '../features/fantasy-ai/components/fantasy-ai-full-screen';
import { usePageTitle } from '../lib/page-title';

/** Route module of /fantasy/ai (spec 2 §2): the Fantasy AI chat, full screen. */
export function Component() {
  usePageTitle('Fantasy AI');
  const section = useSectionTabs('fantasy-ai');
  return (
    <>
      <PageHeader title="Fantasy AI" />
      {section && <SectionTabs label={section.label} tabs={section.tabs} current="fantasy-ai" />}
      <FantasyAiFullScreen />
    </>
  );
}
