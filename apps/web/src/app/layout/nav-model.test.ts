import { describe, expect, it } from 'vitest';
import { FILM_ROOM_HREF, STATS_GROUPS, getMainNavItems } from './nav-model';

const flags = { appEnv: 'development', featureFantasy: true, featureChatbot: true } as const;
const labels = (items: ReturnType<typeof getMainNavItems>) => items.map((item) => item.label);

describe('getMainNavItems', () => {
  it('lists every item in a lower environment with both flags on', () => {
    expect(labels(getMainNavItems(flags))).toEqual([
      'Home',
      'Teams',
      'Stats',
      'Games',
      'Fantasy',
      'Insights',
      'Teams',
      'Film Room',
    ]);
  });

  it('hides Insights in production', () => {
    expect(labels(getMainNavItems({ ...flags, appEnv: 'production' }))).not.toContain('Insights');
  });

  it('hides Fantasy without the fantasy flag', () => {
    expect(labels(getMainNavItems({ ...flags, featureFantasy: false }))).not.toContain('Fantasy');
  });

  it('marks Fantasy new, lands on /fantasy/stats and puts AI Assistant first with the chatbot on', () => {
    const fantasy = getMainNavItems(flags).find((item) => item.id === 'fantasy');
    expect(fantasy).toMatchObject({ kind: 'group', href: '/fantasy/stats', isNew: true });
    expect(fantasy?.kind === 'group' && fantasy.items.map((item) => item.label)).toEqual([
      'AI Assistant',
      'Stats',
      'Insights',
    ]);
  });

  it('leaves AI Assistant out when the chatbot is off', () => {
    const fantasy = getMainNavItems({ ...flags, featureChatbot: false }).find(
      (item) => item.id === 'fantasy',
    );
    expect(fantasy?.kind === 'group' && fantasy.items.map((item) => item.href)).toEqual([
      '/fantasy/stats',
      '/fantasy/insights',
    ]);
  });

  it('links Games, Teams and the Film Room game cards', () => {
    const hrefs = getMainNavItems(flags).flatMap((item) => (item.kind === 'link' ? [item.href] : []));
    expect(hrefs).toEqual(['/', '/games', '/insights', '/teams', '/film/plays?displayGameFilmCards=true']);
    expect(FILM_ROOM_HREF).toBe('/film/plays?displayGameFilmCards=true');
  });
});

describe('STATS_GROUPS', () => {
  it('has the six groups with season and single-game pages', () => {
    expect(STATS_GROUPS.map((group) => [group.label, group.seasonHref, group.gameHref])).toEqual([
      ['Passing', '/stats/passing/season', '/stats/passing/game'],
      ['Rushing', '/stats/rushing/season', '/stats/rushing/game'],
      ['Receiving', '/stats/receiving/season', '/stats/receiving/game'],
      ['Defense', '/stats/defense/season', '/stats/defense/game'],
      ['Team Offense', '/stats/team-offense/season', '/stats/team-offense/game'],
      ['Team Defense', '/stats/team-defense/season', '/stats/team-defense/game'],
    ]);
  });
});
