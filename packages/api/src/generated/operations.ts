// Generated from openapi/*.yaml by packages/api/scripts/generate-types.ts. Do not edit:
// change the document and run `pnpm --filter @wl/api generate`.

export interface OperationInfo {
  operationId: string;
  moduleId: string;
  encrypted: boolean;
  auth: boolean;
}

export const operations: Readonly<Record<string, OperationInfo>> = {
  'GET /wps/system/status': { operationId: 'getSystemStatus', moduleId: 'COMM3', encrypted: false, auth: false },
  'GET /lgw/games/game_menus': { operationId: 'getGameMenus', moduleId: 'GCSGAME3', encrypted: false, auth: false },
};
