import { ComingSoon } from '../components/page/coming-soon';
import { PageHeader } from '../components/page/page-header';
import { usePageTitle } from '../lib/page-title';

/** Route module of /games/scores/{season}/{seasonType}/{week} (all optional: the current week). */
export function Component() {
  usePageTitle('Scores');
  return (
    <>
      <PageHeader title="Scores & Schedule" />
      <ComingSoon what="The scores and schedule page" />
    </>
  );
}
