// Generated from openapi/wps.yaml by packages/api/scripts/generate-types.ts. Do not edit:
// change the document and run `pnpm --filter @wl/api generate`.

export interface paths {
    readonly "/wps/system/status": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        /**
         * Platform status
         * @description Whether the platform is under maintenance or the caller's region is restricted, and the caller's address.
         *     Path and query are our design, after the platform's public traces.
         */
        readonly get: operations["getSystemStatus"];
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
        readonly ErrorEnvelope: {
            /** @constant */
            readonly success: false;
            /** @description Stable error code, mapped to a catalogue text in every language. */
            readonly errorCode: string;
            /** @description Server text for logs; never shown as is. */
            readonly message?: string;
        };
        readonly SystemStatus: {
            readonly info: string;
            readonly location: {
                readonly ip: string;
            };
            readonly maintenance: boolean;
            readonly regionRestriction: boolean;
        };
        readonly StatusEnvelope: {
            /** @constant */
            readonly success: true;
            readonly value: components["schemas"]["SystemStatus"];
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
    readonly getSystemStatus: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody?: never;
        readonly responses: {
            /** @description The status envelope. */
            readonly 200: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "value": {
                     *         "info": "Service normal",
                     *         "location": {
                     *           "ip": "127.0.0.1"
                     *         },
                     *         "maintenance": false,
                     *         "regionRestriction": false
                     *       }
                     *     }
                     */
                    readonly "application/json": components["schemas"]["StatusEnvelope"];
                };
            };
            /** @description A required header is missing or unknown. */
            readonly 400: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "errorCode": "merchant.unknown",
                     *       "message": "Unknown merchant"
                     *     }
                     */
                    readonly "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
}
