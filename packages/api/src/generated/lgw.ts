// Generated from openapi/lgw.yaml by packages/api/scripts/generate-types.ts. Do not edit:
// change the document and run `pnpm --filter @wl/api generate`.

export interface paths {
    readonly "/lgw/games/game_menus": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        /**
         * Game category menus
         * @description The game families the merchant offers, in menu order.
         */
        readonly get: operations["getGameMenus"];
        readonly put?: never;
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        readonly GameMenu: {
            readonly gameType: string;
            readonly name: string;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    readonly getGameMenus: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody?: never;
        readonly responses: {
            /** @description The menu envelope. */
            readonly 200: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "value": [
                     *         {
                     *           "gameType": "RNG",
                     *           "name": "Slots"
                     *         }
                     *       ]
                     *     }
                     */
                    readonly "application/json": {
                        /** @constant */
                        readonly success: true;
                        readonly value: readonly components["schemas"]["GameMenu"][];
                    };
                };
            };
            /** @description A required header is missing or the merchant is unknown. */
            readonly 400: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "errorCode": "merchant.unknown"
                     *     }
                     */
                    readonly "application/json": {
                        /** @constant */
                        readonly success: false;
                        readonly errorCode: string;
                        readonly message?: string;
                    };
                };
            };
        };
    };
}
