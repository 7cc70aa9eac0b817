import type { AnalystTool } from '../analyst-tool.js';
import { comparePlayersTool } from './compare-players-tool.js';
import { fantasyRankingsTool } from './fantasy-rankings-tool.js';
import { findPlayersTool } from './find-players-tool.js';
import { injuryStatusTool } from './injury-status-tool.js';
import { playerFantasyProfileTool } from './player-fantasy-profile-tool.js';
import { playerUsageTool } from './player-usage-tool.js';
import { pointsAllowedTool } from './points-allowed-tool.js';
import { positionOutlookTool } from './position-outlook-tool.js';
import { scheduleOutlookTool } from './schedule-outlook-tool.js';
import { teamStatsTool } from './team-stats-tool.js';
import { waiverCandidatesTool } from './waiver-candidates-tool.js';

export { AnalystToolError } from '../analyst-tool-error.js';
export {
  comparePlayersTool,
  fantasyRankingsTool,
  findPlayersTool,
  injuryStatusTool,
  playerFantasyProfileTool,
  playerUsageTool,
  pointsAllowedTool,
  positionOutlookTool,
  scheduleOutlookTool,
  teamStatsTool,
  waiverCandidatesTool,
};

/**
 * Every tool of the analyst, as both engines offer them. Each tool is typed by its own parameters
 * and result; the list holds them as the interface's defaults (run's argument type is contravariant).
 */
export const analystTools: readonly AnalystTool[] = [
  findPlayersTool,
  playerFantasyProfileTool,
  fantasyRankingsTool,
  positionOutlookTool,
  playerUsageTool,
  pointsAllowedTool,
  injuryStatusTool,
  scheduleOutlookTool,
  teamStatsTool,
  comparePlayersTool,
  waiverCandidatesTool,
] as unknown as readonly AnalystTool[];
