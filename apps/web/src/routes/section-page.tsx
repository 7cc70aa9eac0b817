import { ComingSoon } from '../components/page/coming-soon';
import { PageHeader } from '../components/page/page-header';
import { SectionTabs } from '../components/page/section-tabs';
import { useSectionTabs } from '../components/page/use-section-tabs';
import { useRouteHandle } from '../components/page/use-route-handle';
import { usePageTitle } from '../lib/page-title';

/** Route module of the pages that are one section frame each (titles from the route table). */
export function Component() {
  const { name, title } = useRouteHandle();
  usePageTitle(title);
  const section = useSectionTabs(name);
  return (
    <>
      <PageHeader title={title} />
      {section && <SectionTabs label={section.label} tabs={section.tabs} current={name} />}
      <ComingSoon what={title} />
    </>
  );
}
