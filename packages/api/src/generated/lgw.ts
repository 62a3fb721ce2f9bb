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
    readonly "/lgw/games/launch": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        /**
         * Launch a game
         * @description Answers the URL that opens a game (or a vendor lobby with gameCode lobby). Trial sessions may launch only games that support free play (trial.forbidden otherwise). Path is our design.
         */
        readonly get: operations["launchGame"];
        readonly put?: never;
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/lgw/lottery/lott_list": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        /**
         * Lottery list
         * @description The LOTT games (cached as lottList). Path is our design.
         */
        readonly get: operations["listLotteries"];
        readonly put?: never;
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/lgw/lottery/elott_list": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        /**
         * E-lottery list
         * @description The ELOTT games (cached as elottList). Path is our design.
         */
        readonly get: operations["listELotteries"];
        readonly put?: never;
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/lgw/lottery/menu": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        /**
         * Lottery menu
         * @description Lottery and e-lottery games grouped for the lottery screens (cached as getGameLotts). Path is our design.
         */
        readonly get: operations["getLotteryMenu"];
        readonly put?: never;
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/lgw/lottery/numero_list": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        /**
         * Numero results
         * @description Every Numero game with its latest draw: draw number, draw time, the five result digits and the next draw time. Draws follow each game's schedule (every 1, 3 or 5 minutes); their results are fixed per draw. Path and answer are our design (docs/decisions.md, "Lottery results").
         */
        readonly get: operations["listNumeroDraws"];
        readonly put?: never;
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/lgw/lottery/vn_numero_list": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        /**
         * Vietnam Numero results
         * @description Every Vietnam Numero game with its latest draw, in the Vietnamese prize table of its region (northern or southern); numbers holds the special prize. Path and answer are our design (docs/decisions.md, "Lottery results").
         */
        readonly get: operations["listVietnamNumeroDraws"];
        readonly put?: never;
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/lgw/lottery/vn_recent_list": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        /**
         * Recent Vietnam lottery results
         * @description The Vietnam provincial lottery draws of the last 7 days, newest first, each with its full prize table: the northern draw every day at 18:15, the central and southern provinces on their weekdays at 17:15 and 16:15 (Vietnam time). Path and answer are our design (docs/decisions.md, "Lottery results").
         */
        readonly get: operations["listRecentVietnamLottery"];
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
        /**
         * @description Stable error codes; each maps to a text of the errors catalogue (packages/i18n/src/locales/<code>/errors.json).
         *     - unknown.error (HTTP 500): Unknown error
         *     - request.invalid (HTTP 400): The request is not valid
         *     - request.too.large (HTTP 413): The request is too large
         *     - request.uri.too.long (HTTP 414): The request address is too long
         *     - request.header.too.large (HTTP 431): The request headers are too large
         *     - merchant.unknown (HTTP 400): The requested url is empty
         *     - route.not.found (HTTP 404): The requested url is empty
         *     - resource.not.found (HTTP 404): This item no longer exists
         *     - rate.limited (HTTP 429): Too many requests. Please try again later.
         *     - auth.required (HTTP 401): Sorry, you are not logged in! please login first.
         *     - token.invalid (HTTP 401): You are not logged in, please login first
         *     - session.expired (HTTP 401): Account logged out, log in again
         *     - permission.denied (HTTP 403): Sorry, this account does not have permission or the feature is temporarily unavailable.
         *     - trial.forbidden (HTTP 403): Please login an actual account to use this function
         *     - freeplay.rejected (HTTP 403): Free play is not available for this account
         *     - system.maintenance (HTTP 503): System upgrading, please try again later.
         *     - game.maintenance (HTTP 503): The platform is under maintenance
         *     - region.restricted (HTTP 403): Sorry, the service is not available in your location
         *     - crypto.stale (HTTP 400): The request has expired. Please check your device clock and try again.
         *     - crypto.replay (HTTP 400): This request was already sent. Please try again.
         *     - crypto.key.unknown (HTTP 400): The security key has changed. Please try again.
         *     - crypto.invalid (HTTP 400): The request could not be verified. Please try again.
         *     - login.credentials.missing (HTTP 400): Please enter the username and password
         *     - login.failed (HTTP 400): Incorrect username or password
         *     - login.captcha.required (HTTP 400): Enter a captcha
         *     - captcha.required (HTTP 400): Enter a captcha
         *     - captcha.invalid (HTTP 400): Incorrect captcha, please try again
         *     - login.locked (HTTP 429): Too many failed attempts. Please try again later.
         *     - member.not.member (HTTP 403): Non-member account unable to login
         *     - agent.not.agent (HTTP 403): Non-agents cannot log in
         *     - agent.info.incorrect (HTTP 403): Incorrect agent information
         *     - member.not.exist (HTTP 404): Sorry, the user does not exist or is disabled.
         *     - username.exists (HTTP 409): Sorry, the username already exists.
         *     - mobile.exists (HTTP 409): This mobile number is already registered
         *     - username.format (HTTP 400): Account format is incorrect
         *     - password.format (HTTP 400): Password format is incorrect
         *     - email.format (HTTP 400): E-mail format is incorrect
         *     - name.format (HTTP 400): Name format is not valid
         *     - field.invalid (HTTP 400): Please check the highlighted field
         *     - password.confirm.mismatch (HTTP 400): Confirmation password not matched
         *     - referrer.invalid (HTTP 400): Referrer link error
         *     - affiliate.code.invalid (HTTP 400): Invalid invitation code
         *     - age.restricted (HTTP 400): You are below the minimum age for this site
         *     - mobile.invalid (HTTP 400): The mobile num is not valid
         *     - mobile.format (HTTP 400): Please enter a valid mobile number
         *     - verification.code.format (HTTP 400): Please enter a valid verification code
         *     - verification.code.invalid (HTTP 400): Verification code error
         *     - sms.too.soon (HTTP 429): A code was sent recently. Please wait before asking again.
         *     - modify.new.old.same (HTTP 400): New and old password cannot be the same
         *     - password.old.wrong (HTTP 400): The current password is incorrect
         *     - reset.token.invalid (HTTP 400): This reset link has expired or was already used. Please ask for a new one.
         *     - payment.password.format (HTTP 400): Payment password format is incorrect
         *     - payment.password.wrong (HTTP 400): The payment password is incorrect
         *     - payment.password.exists (HTTP 409): A payment password is already set
         *     - bank.card.limit (HTTP 409): No more bank cards can be added
         *     - favourite.unsupported (HTTP 400): Lottery games cannot be added to favourites
         *     - feedback.length (HTTP 400): Feedback must be between 3 and 300 words
         *     - contract.exists (HTTP 409): A contract is already awaiting review
         *     - contract.state.invalid (HTTP 409): This contract has already been reviewed
         *     - launch.url.empty (HTTP 502): The requested url is empty
         *     - image.type.invalid (HTTP 400): Images must be PNG or JPG
         *     - image.too.large (HTTP 413): Each image must be 5 MB or less
         *     - image.count.exceeded (HTTP 400): Attach at most 3 images
         *     - comment.too.long (HTTP 400): The comment must be at most 140 characters
         *     - promotion.state.invalid (HTTP 409): This promotion cannot be joined or claimed now
         * @enum {string}
         */
        readonly ErrorCode: "unknown.error" | "request.invalid" | "request.too.large" | "request.uri.too.long" | "request.header.too.large" | "merchant.unknown" | "route.not.found" | "resource.not.found" | "rate.limited" | "auth.required" | "token.invalid" | "session.expired" | "permission.denied" | "trial.forbidden" | "freeplay.rejected" | "system.maintenance" | "game.maintenance" | "region.restricted" | "crypto.stale" | "crypto.replay" | "crypto.key.unknown" | "crypto.invalid" | "login.credentials.missing" | "login.failed" | "login.captcha.required" | "captcha.required" | "captcha.invalid" | "login.locked" | "member.not.member" | "agent.not.agent" | "agent.info.incorrect" | "member.not.exist" | "username.exists" | "mobile.exists" | "username.format" | "password.format" | "email.format" | "name.format" | "field.invalid" | "password.confirm.mismatch" | "referrer.invalid" | "affiliate.code.invalid" | "age.restricted" | "mobile.invalid" | "mobile.format" | "verification.code.format" | "verification.code.invalid" | "sms.too.soon" | "modify.new.old.same" | "password.old.wrong" | "reset.token.invalid" | "payment.password.format" | "payment.password.wrong" | "payment.password.exists" | "bank.card.limit" | "favourite.unsupported" | "feedback.length" | "contract.exists" | "contract.state.invalid" | "launch.url.empty" | "image.type.invalid" | "image.too.large" | "image.count.exceeded" | "comment.too.long" | "promotion.state.invalid";
        readonly ErrorEnvelope: {
            /** @constant */
            readonly success: false;
            readonly errorCode: components["schemas"]["ErrorCode"];
            /** @description Server text for logs; never shown as is. */
            readonly message?: string;
        };
        /**
         * @description Game family.
         * @enum {string}
         */
        readonly GameType: "ELOTTO" | "RNG" | "FISH" | "LIVE" | "SPORTS" | "ESPORTS" | "PVP" | "ELOTT" | "LOTT";
        readonly GameMenu: {
            readonly gameType: components["schemas"]["GameType"];
            readonly name: string;
        };
        readonly LotteryItem: {
            readonly lottCode: string;
            readonly name: string;
            /** @enum {string} */
            readonly gameType: "LOTT" | "ELOTT";
            /** @description Vendor code, e.g. TCG_LOTTO_VN or TCG_SEA. */
            readonly vassalage: string;
            readonly iconUrl: string;
            /**
             * @description Prize mode; Elott by default.
             * @enum {string}
             */
            readonly prizeMode: "Lott" | "ZY" | "Elott";
        };
        readonly LotteryMenu: {
            /** @enum {string} */
            readonly gameType: "LOTT" | "ELOTT";
            readonly name: string;
            readonly items: readonly components["schemas"]["LotteryItem"][];
        };
        readonly LotteryPrize: {
            /** @enum {string} */
            readonly tier: "special" | "first" | "second" | "third" | "fourth" | "fifth" | "sixth" | "seventh" | "eighth";
            /** @description The tier's name in the asked language. */
            readonly name: string;
            readonly numbers: readonly string[];
        };
        readonly LotteryDraw: {
            readonly lottCode: string;
            /** @description The game's or province's name in the asked language. */
            readonly name: string;
            readonly vassalage: string;
            /** @description YYYYMMDD of the draw day (Vietnam time), with -NNNN for the draw of that day. */
            readonly drawNumber: string;
            /** @description ISO 8601 time of the draw. */
            readonly drawTime: string;
            /** @description ISO 8601 time of the game's next draw. */
            readonly nextDrawTime: string;
            /** @description The result; for the Vietnamese tables, the special prize. */
            readonly numbers: readonly string[];
            /** @description The Vietnamese prize table, special prize first; empty for Numero. */
            readonly prizes: readonly components["schemas"]["LotteryPrize"][];
        };
        readonly GameLaunch: {
            /** @description Where to open the game. */
            readonly url: string;
            /**
             * @description Open by navigating, or inside a frame.
             * @enum {string}
             */
            readonly mode: "redirect" | "iframe";
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
            /** @description Success envelope. */
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
            /** @description Error envelope with one of: merchant.unknown, request.invalid. */
            readonly 400: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "errorCode": "merchant.unknown",
                     *       "message": "The requested url is empty"
                     *     }
                     */
                    readonly "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with one of: region.restricted. */
            readonly 403: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "errorCode": "region.restricted",
                     *       "message": "Sorry, the service is not available in your location"
                     *     }
                     */
                    readonly "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with one of: rate.limited. */
            readonly 429: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "errorCode": "rate.limited",
                     *       "message": "Too many requests. Please try again later."
                     *     }
                     */
                    readonly "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with one of: unknown.error. */
            readonly 500: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "errorCode": "unknown.error",
                     *       "message": "Unknown error"
                     *     }
                     */
                    readonly "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with one of: system.maintenance. */
            readonly 503: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "errorCode": "system.maintenance",
                     *       "message": "System upgrading, please try again later."
                     *     }
                     */
                    readonly "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    readonly launchGame: {
        readonly parameters: {
            readonly query: {
                /** @description Vendor code. */
                readonly vassalage: string;
                /** @description The game; without it the vendor lobby opens. */
                readonly nodeId?: string;
                /** @description Vendor game code; lobby by default. */
                readonly gameCode?: string;
                readonly playType?: "trad" | "ent";
                readonly language?: string;
                /** @description Where the game sends the player back. Only a path on the same site is kept (no `//host`, backslash, scheme or encoded slash); anything else leads back to /m/home. */
                readonly backUrl?: string;
            };
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody?: never;
        readonly responses: {
            /** @description Success envelope. */
            readonly 200: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "value": {
                     *         "url": "https://games.example.test/pg/fortune-tiger?ticket=abc",
                     *         "mode": "redirect"
                     *       }
                     *     }
                     */
                    readonly "application/json": {
                        /** @constant */
                        readonly success: true;
                        readonly value: components["schemas"]["GameLaunch"];
                    };
                };
            };
            /** @description Error envelope with one of: merchant.unknown, request.invalid. */
            readonly 400: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "errorCode": "merchant.unknown",
                     *       "message": "The requested url is empty"
                     *     }
                     */
                    readonly "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with one of: auth.required, token.invalid, session.expired. */
            readonly 401: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "errorCode": "auth.required",
                     *       "message": "Sorry, you are not logged in! please login first."
                     *     }
                     */
                    readonly "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with one of: trial.forbidden, region.restricted, permission.denied. */
            readonly 403: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "errorCode": "trial.forbidden",
                     *       "message": "Please login an actual account to use this function"
                     *     }
                     */
                    readonly "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with one of: resource.not.found. */
            readonly 404: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "errorCode": "resource.not.found",
                     *       "message": "This item no longer exists"
                     *     }
                     */
                    readonly "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with one of: rate.limited. */
            readonly 429: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "errorCode": "rate.limited",
                     *       "message": "Too many requests. Please try again later."
                     *     }
                     */
                    readonly "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with one of: unknown.error. */
            readonly 500: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "errorCode": "unknown.error",
                     *       "message": "Unknown error"
                     *     }
                     */
                    readonly "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with one of: launch.url.empty. */
            readonly 502: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "errorCode": "launch.url.empty",
                     *       "message": "The requested url is empty"
                     *     }
                     */
                    readonly "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with one of: game.maintenance, system.maintenance. */
            readonly 503: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "errorCode": "game.maintenance",
                     *       "message": "The platform is under maintenance"
                     *     }
                     */
                    readonly "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    readonly listLotteries: {
        readonly parameters: {
            readonly query?: {
                readonly language?: string;
            };
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody?: never;
        readonly responses: {
            /** @description Success envelope. */
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
                     *           "lottCode": "VN-HCM",
                     *           "name": "Ho Chi Minh lottery",
                     *           "gameType": "LOTT",
                     *           "vassalage": "TCG_LOTTO_VN",
                     *           "iconUrl": "/lottery/vn-hcm.png",
                     *           "prizeMode": "Lott"
                     *         }
                     *       ]
                     *     }
                     */
                    readonly "application/json": {
                        /** @constant */
                        readonly success: true;
                        readonly value: readonly components["schemas"]["LotteryItem"][];
                    };
                };
            };
            /** @description Error envelope with one of: merchant.unknown, request.invalid. */
            readonly 400: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "errorCode": "merchant.unknown",
                     *       "message": "The requested url is empty"
                     *     }
                     */
                    readonly "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with one of: region.restricted. */
            readonly 403: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "errorCode": "region.restricted",
                     *       "message": "Sorry, the service is not available in your location"
                     *     }
                     */
                    readonly "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with one of: rate.limited. */
            readonly 429: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "errorCode": "rate.limited",
                     *       "message": "Too many requests. Please try again later."
                     *     }
                     */
                    readonly "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with one of: unknown.error. */
            readonly 500: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "errorCode": "unknown.error",
                     *       "message": "Unknown error"
                     *     }
                     */
                    readonly "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with one of: system.maintenance. */
            readonly 503: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "errorCode": "system.maintenance",
                     *       "message": "System upgrading, please try again later."
                     *     }
                     */
                    readonly "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    readonly listELotteries: {
        readonly parameters: {
            readonly query?: {
                readonly language?: string;
            };
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody?: never;
        readonly responses: {
            /** @description Success envelope. */
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
                     *           "lottCode": "SEA-1M",
                     *           "name": "One-minute lottery",
                     *           "gameType": "ELOTT",
                     *           "vassalage": "TCG_SEA",
                     *           "iconUrl": "/lottery/vn-hcm.png",
                     *           "prizeMode": "Elott"
                     *         }
                     *       ]
                     *     }
                     */
                    readonly "application/json": {
                        /** @constant */
                        readonly success: true;
                        readonly value: readonly components["schemas"]["LotteryItem"][];
                    };
                };
            };
            /** @description Error envelope with one of: merchant.unknown, request.invalid. */
            readonly 400: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "errorCode": "merchant.unknown",
                     *       "message": "The requested url is empty"
                     *     }
                     */
                    readonly "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with one of: region.restricted. */
            readonly 403: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "errorCode": "region.restricted",
                     *       "message": "Sorry, the service is not available in your location"
                     *     }
                     */
                    readonly "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with one of: rate.limited. */
            readonly 429: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "errorCode": "rate.limited",
                     *       "message": "Too many requests. Please try again later."
                     *     }
                     */
                    readonly "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with one of: unknown.error. */
            readonly 500: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "errorCode": "unknown.error",
                     *       "message": "Unknown error"
                     *     }
                     */
                    readonly "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with one of: system.maintenance. */
            readonly 503: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "errorCode": "system.maintenance",
                     *       "message": "System upgrading, please try again later."
                     *     }
                     */
                    readonly "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    readonly getLotteryMenu: {
        readonly parameters: {
            readonly query?: {
                readonly language?: string;
            };
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody?: never;
        readonly responses: {
            /** @description Success envelope. */
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
                     *           "gameType": "LOTT",
                     *           "name": "Lottery",
                     *           "items": [
                     *             {
                     *               "lottCode": "VN-HCM",
                     *               "name": "Ho Chi Minh lottery",
                     *               "gameType": "LOTT",
                     *               "vassalage": "TCG_LOTTO_VN",
                     *               "iconUrl": "/lottery/vn-hcm.png",
                     *               "prizeMode": "Lott"
                     *             }
                     *           ]
                     *         }
                     *       ]
                     *     }
                     */
                    readonly "application/json": {
                        /** @constant */
                        readonly success: true;
                        readonly value: readonly components["schemas"]["LotteryMenu"][];
                    };
                };
            };
            /** @description Error envelope with one of: merchant.unknown, request.invalid. */
            readonly 400: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "errorCode": "merchant.unknown",
                     *       "message": "The requested url is empty"
                     *     }
                     */
                    readonly "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with one of: region.restricted. */
            readonly 403: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "errorCode": "region.restricted",
                     *       "message": "Sorry, the service is not available in your location"
                     *     }
                     */
                    readonly "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with one of: rate.limited. */
            readonly 429: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "errorCode": "rate.limited",
                     *       "message": "Too many requests. Please try again later."
                     *     }
                     */
                    readonly "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with one of: unknown.error. */
            readonly 500: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "errorCode": "unknown.error",
                     *       "message": "Unknown error"
                     *     }
                     */
                    readonly "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with one of: system.maintenance. */
            readonly 503: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "errorCode": "system.maintenance",
                     *       "message": "System upgrading, please try again later."
                     *     }
                     */
                    readonly "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    readonly listNumeroDraws: {
        readonly parameters: {
            readonly query?: {
                /** @description Language of the names and prize tiers (MS, EN, CN); the Language header when left out, then MS. */
                readonly language?: string;
            };
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody?: never;
        readonly responses: {
            /** @description Success envelope. */
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
                     *           "lottCode": "NUMERO-1",
                     *           "name": "Numero 1 minute",
                     *           "vassalage": "TCG_SEA",
                     *           "drawNumber": "20250301-0722",
                     *           "drawTime": "2025-03-01T05:01:00.000Z",
                     *           "nextDrawTime": "2025-03-01T05:02:00.000Z",
                     *           "numbers": [
                     *             "3",
                     *             "0",
                     *             "8",
                     *             "1",
                     *             "5"
                     *           ],
                     *           "prizes": []
                     *         }
                     *       ]
                     *     }
                     */
                    readonly "application/json": {
                        /** @constant */
                        readonly success: true;
                        readonly value: readonly components["schemas"]["LotteryDraw"][];
                    };
                };
            };
            /** @description Error envelope with one of: merchant.unknown, request.invalid. */
            readonly 400: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "errorCode": "merchant.unknown",
                     *       "message": "The requested url is empty"
                     *     }
                     */
                    readonly "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with one of: region.restricted. */
            readonly 403: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "errorCode": "region.restricted",
                     *       "message": "Sorry, the service is not available in your location"
                     *     }
                     */
                    readonly "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with one of: rate.limited. */
            readonly 429: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "errorCode": "rate.limited",
                     *       "message": "Too many requests. Please try again later."
                     *     }
                     */
                    readonly "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with one of: unknown.error. */
            readonly 500: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "errorCode": "unknown.error",
                     *       "message": "Unknown error"
                     *     }
                     */
                    readonly "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with one of: system.maintenance. */
            readonly 503: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "errorCode": "system.maintenance",
                     *       "message": "System upgrading, please try again later."
                     *     }
                     */
                    readonly "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    readonly listVietnamNumeroDraws: {
        readonly parameters: {
            readonly query?: {
                /** @description Language of the names and prize tiers (MS, EN, CN); the Language header when left out, then MS. */
                readonly language?: string;
            };
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody?: never;
        readonly responses: {
            /** @description Success envelope. */
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
                     *           "lottCode": "VN-NUMERO-1",
                     *           "name": "Hanoi Numero 1 minute",
                     *           "vassalage": "TCG_LOTTO_VN",
                     *           "drawNumber": "20250301-0722",
                     *           "drawTime": "2025-03-01T05:01:00.000Z",
                     *           "nextDrawTime": "2025-03-01T05:02:00.000Z",
                     *           "numbers": [
                     *             "40213"
                     *           ],
                     *           "prizes": [
                     *             {
                     *               "tier": "special",
                     *               "name": "Special prize",
                     *               "numbers": [
                     *                 "40213"
                     *               ]
                     *             },
                     *             {
                     *               "tier": "first",
                     *               "name": "First prize",
                     *               "numbers": [
                     *                 "77120"
                     *               ]
                     *             }
                     *           ]
                     *         }
                     *       ]
                     *     }
                     */
                    readonly "application/json": {
                        /** @constant */
                        readonly success: true;
                        readonly value: readonly components["schemas"]["LotteryDraw"][];
                    };
                };
            };
            /** @description Error envelope with one of: merchant.unknown, request.invalid. */
            readonly 400: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "errorCode": "merchant.unknown",
                     *       "message": "The requested url is empty"
                     *     }
                     */
                    readonly "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with one of: region.restricted. */
            readonly 403: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "errorCode": "region.restricted",
                     *       "message": "Sorry, the service is not available in your location"
                     *     }
                     */
                    readonly "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with one of: rate.limited. */
            readonly 429: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "errorCode": "rate.limited",
                     *       "message": "Too many requests. Please try again later."
                     *     }
                     */
                    readonly "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with one of: unknown.error. */
            readonly 500: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "errorCode": "unknown.error",
                     *       "message": "Unknown error"
                     *     }
                     */
                    readonly "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with one of: system.maintenance. */
            readonly 503: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "errorCode": "system.maintenance",
                     *       "message": "System upgrading, please try again later."
                     *     }
                     */
                    readonly "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    readonly listRecentVietnamLottery: {
        readonly parameters: {
            readonly query?: {
                /** @description Language of the names and prize tiers (MS, EN, CN); the Language header when left out, then MS. */
                readonly language?: string;
            };
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody?: never;
        readonly responses: {
            /** @description Success envelope. */
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
                     *           "lottCode": "VN-HCM",
                     *           "name": "Ho Chi Minh City",
                     *           "vassalage": "TCG_LOTTO_VN",
                     *           "drawNumber": "20250301",
                     *           "drawTime": "2025-03-01T09:15:00.000Z",
                     *           "nextDrawTime": "2025-03-03T09:15:00.000Z",
                     *           "numbers": [
                     *             "582907"
                     *           ],
                     *           "prizes": [
                     *             {
                     *               "tier": "special",
                     *               "name": "Special prize",
                     *               "numbers": [
                     *                 "582907"
                     *               ]
                     *             },
                     *             {
                     *               "tier": "eighth",
                     *               "name": "Eighth prize",
                     *               "numbers": [
                     *                 "16"
                     *               ]
                     *             }
                     *           ]
                     *         }
                     *       ]
                     *     }
                     */
                    readonly "application/json": {
                        /** @constant */
                        readonly success: true;
                        readonly value: readonly components["schemas"]["LotteryDraw"][];
                    };
                };
            };
            /** @description Error envelope with one of: merchant.unknown, request.invalid. */
            readonly 400: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "errorCode": "merchant.unknown",
                     *       "message": "The requested url is empty"
                     *     }
                     */
                    readonly "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with one of: region.restricted. */
            readonly 403: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "errorCode": "region.restricted",
                     *       "message": "Sorry, the service is not available in your location"
                     *     }
                     */
                    readonly "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with one of: rate.limited. */
            readonly 429: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "errorCode": "rate.limited",
                     *       "message": "Too many requests. Please try again later."
                     *     }
                     */
                    readonly "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with one of: unknown.error. */
            readonly 500: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "errorCode": "unknown.error",
                     *       "message": "Unknown error"
                     *     }
                     */
                    readonly "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with one of: system.maintenance. */
            readonly 503: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "errorCode": "system.maintenance",
                     *       "message": "System upgrading, please try again later."
                     *     }
                     */
                    readonly "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
}
