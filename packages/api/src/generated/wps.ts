// Generated from openapi/wps.yaml by packages/api/scripts/generate-types.ts. Do not edit:
// change the document and run `pnpm --filter @wl/api generate`.

export interface paths {
    readonly "/wps/session/login": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly get?: never;
        readonly put?: never;
        /**
         * Log in
         * @description Username or mobile login, on the member or the agent side. After failed attempts the gateway asks for a captcha (login.captcha.required) and then limits attempts (login.locked, with Retry-After). A wrong captcha counts against the caller's address only, never the account. The member side refuses types 40, 41, 42 (member.not.member); the agent side refuses 0 and 4 (agent.not.agent). Headers and path are our design after the platform’s public traces.
         */
        readonly post: operations["login"];
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/wps/session/login/freeplay": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly get?: never;
        readonly put?: never;
        /**
         * Start a free-play (trial) session
         * @description Starts a trial session (customerType 4) under the trial merchant code. The documents send the module id only; our design lets the client name a trial account from GET /wps/session/trial. An existing trial is taken up again only with its own session token in Authorization (resource.not.found otherwise). A new trial counts towards the address's trial limit (5 per hour); trials and their sessions end 24 hours after they were made.
         */
        readonly post: operations["loginFreePlay"];
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/wps/session/trial": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        /**
         * Create a trial account
         * @description Answers a free trial account name; the account is made when free play opens it, so the call stores nothing. Path, method and body are our design, after the platform’s public traces (the documents do not show them).
         */
        readonly get: operations["createTrialAccount"];
        readonly put?: never;
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/wps/session": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly get?: never;
        readonly put?: never;
        readonly post?: never;
        /**
         * Log out
         * @description Ends the session of the token sent. Path is our design.
         */
        readonly delete: operations["logout"];
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/wps/session/renew": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly get?: never;
        readonly put?: never;
        /**
         * Renew the session
         * @description Extends the token's life; the token stays the same. Path, method and body are our design, after the platform’s public traces (the documents do not show them).
         */
        readonly post: operations["renewSession"];
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/wps/session/captcha": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        /**
         * Captcha image
         * @description A fresh captcha of 4 to 6 digits as a base64 PNG. The answer goes with its captchaId in the login or registration payload. Path, method and body are our design, after the platform’s public traces (the documents do not show them).
         */
        readonly get: operations["getCaptcha"];
        readonly put?: never;
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/wps/session/sms": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly get?: never;
        readonly put?: never;
        /**
         * Send a login SMS code
         * @description Sends a code for mobile login. The answer is the same whether or not the number has an account (only a registered number receives a code), so it does not tell which numbers are registered. Refused before the previous code expires. Counts towards the address's SMS limit (5 sends and checks per 10 minutes). Path, method and body are our design, after the platform’s public traces (the documents do not show them).
         */
        readonly post: operations["sendLoginSms"];
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/wps/member/register": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly get?: never;
        /**
         * Register with a username
         * @description Username registration. Fields follow GET /wps/member/register/validation. Path is our design.
         */
        readonly put: operations["registerByUsername"];
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/wps/member/register/mobile": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly get?: never;
        /**
         * Register with a mobile number
         * @description Mobile registration (MOBILENUMREG3); the password is asked for only when MOBILENUMPASSREG3 is on, otherwise the gateway answers with the user name and the player logs in by SMS. Path is our design.
         */
        readonly put: operations["registerByMobile"];
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/wps/member/register/sms": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly get?: never;
        readonly put?: never;
        /**
         * Send a registration SMS code
         * @description Sends a registration code. The answer is the same for a registered number, which receives a notice that it already has an account instead of a code, so it does not tell which numbers are registered. Refused before the previous code expires. Counts towards the address's SMS limit (5 sends and checks per 10 minutes). Path, method and body are our design, after the platform’s public traces (the documents do not show them).
         */
        readonly post: operations["sendRegisterSms"];
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/wps/member/register/settings": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        /**
         * Registration settings
         * @description Which registration methods and steps the merchant offers. Path, method and body are our design, after the platform’s public traces (the documents do not show them).
         */
        readonly get: operations["getRegisterSettings"];
        readonly put?: never;
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/wps/member/register/validation": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        /**
         * Registration field rules
         * @description Per field: enabled, required, minLength, maxLength and patternId (see the PatternId schema for the table). Path, method and body are our design, after the platform’s public traces (the documents do not show them).
         */
        readonly get: operations["getRegisterValidation"];
        readonly put?: never;
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/wps/member/username": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        /**
         * Is a username free
         * @description Answers whether the username can be registered. Path, method and body are our design, after the platform’s public traces (the documents do not show them).
         */
        readonly get: operations["checkUsername"];
        readonly put?: never;
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/wps/member/affiliate": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        /**
         * Check an affiliate code
         * @description A valid code answers success with the code; an unknown one answers affiliate.code.invalid (the documents read data.success). Path is our design.
         */
        readonly get: operations["checkAffiliateCode"];
        readonly put?: never;
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/wps/member/password/verification": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly get?: never;
        readonly put?: never;
        /**
         * Set a new password with an SMS code
         * @description Phone recovery (CHNGPASSVERIF3). The code comes from POST /wps/member/password/verification/sms. The code is checked first; a wrong code answers verification.code.invalid whatever the new password, and after 5 wrong codes for a number within 10 minutes every attempt for it answers rate.limited and its code is spent. Each call counts towards the address's SMS limit. With the right code, password.format and modify.new.old.same leave the code unspent. On modify.new.old.same the client clears the password field; on any other failure the code field. The answer names the account so the client can log in with the new password.
         */
        readonly post: operations["setPasswordByPhone"];
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/wps/member/password/verification/sms": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly get?: never;
        readonly put?: never;
        /**
         * Send a password-recovery SMS code
         * @description Sends a code for phone recovery. The answer is the same whether or not the number has an account (only a registered number receives a code). Refused before the previous code expires. Counts towards the address's SMS limit (5 sends and checks per 10 minutes). Path, method and body are our design, after the platform’s public traces (the documents do not show them).
         */
        readonly post: operations["sendPasswordSms"];
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/wps/member/password/email": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly get?: never;
        readonly put?: never;
        /**
         * Recover a password by e-mail
         * @description URL-encoded form. The answer is the same whether or not the username and e-mail match, and nothing changes yet. When they match, the gateway mails a one-time link (valid 30 minutes) to a page where the player chooses a new password (POST /wps/member/password/reset). Path is our design.
         */
        readonly post: operations["recoverPasswordByEmail"];
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/wps/member/password/reset": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly get?: never;
        readonly put?: never;
        /**
         * Set a new password with an e-mail recovery link
         * @description The reset page an e-mail recovery link opens (GET /password-reset on the gateway, outside /wps) sends the link's token with the new password. A link works once, for 30 minutes; a used, expired or unknown one answers reset.token.invalid. The new password must pass the merchant's password rule; a refused password does not spend the link. Success ends every session of the account. Path and body are our design.
         */
        readonly post: operations["resetPassword"];
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/wps/member/password": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly get?: never;
        readonly put?: never;
        /**
         * Change the password
         * @description The documents do not show the answer; ours is true.
         */
        readonly post: operations["changePassword"];
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/wps/member/paymentPassword": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly get?: never;
        readonly put?: never;
        /**
         * Set or change the payment password
         * @description Sets the withdrawal (payment) password, or changes it when oldPaymentPassword is given. Path, method and body are our design, after the platform’s public traces (the documents do not show them).
         */
        readonly post: operations["setPaymentPassword"];
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/wps/member/paymentPassword/reset": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly get?: never;
        readonly put?: never;
        /**
         * Reset the payment password
         * @description Replaces the payment password after checking the login password. Path, method and body are our design, after the platform’s public traces (the documents do not show them).
         */
        readonly post: operations["resetPaymentPassword"];
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/wps/member/info": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        /**
         * Member info
         * @description The logged-in account. Fields beyond id, nickname and account are our design.
         */
        readonly get: operations["getMemberInfo"];
        readonly put?: never;
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/wps/member/wallet": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        /**
         * Wallet balance
         * @description Total balance over all wallets. Path, method and body are our design, after the platform’s public traces (the documents do not show them).
         */
        readonly get: operations["getWallet"];
        readonly put?: never;
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/wps/member/info/icon": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        /**
         * Head icon and the choices
         * @description The member's avatar and the avatars to choose from. Path, method and body are our design, after the platform’s public traces (the documents do not show them).
         */
        readonly get: operations["getHeadIcon"];
        readonly put?: never;
        /**
         * Choose a head icon
         * @description URL-encoded form with the chosen iconId. Path, method and body are our design, after the platform’s public traces (the documents do not show them).
         */
        readonly post: operations["setHeadIcon"];
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/wps/member/info/nickname": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly get?: never;
        /**
         * Change the nickname
         * @description Path, method and body are our design, after the platform’s public traces (the documents do not show them).
         */
        readonly put: operations["setNickname"];
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/wps/member/info/email": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly get?: never;
        /**
         * Change the e-mail address
         * @description Path, method and body are our design, after the platform’s public traces (the documents do not show them).
         */
        readonly put: operations["setEmail"];
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/wps/member/info/payeename": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly get?: never;
        /**
         * Set the payee name
         * @description The name on withdrawals; set once. Path, method and body are our design, after the platform’s public traces (the documents do not show them).
         */
        readonly put: operations["setPayeeName"];
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/wps/member/hasWithdrawalPassword": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        /**
         * Is a payment password set
         * @description Path, method and body are our design, after the platform’s public traces (the documents do not show them).
         */
        readonly get: operations["hasWithdrawalPassword"];
        readonly put?: never;
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/wps/member/securityConfig": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        /**
         * Security overview
         * @description What the security centre shows as done. Path, method and body are our design, after the platform’s public traces (the documents do not show them).
         */
        readonly get: operations["getSecurityConfig"];
        readonly put?: never;
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/wps/member/securityQuestions": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        /**
         * Security questions
         * @description Path, method and body are our design, after the platform’s public traces (the documents do not show them).
         */
        readonly get: operations["getSecurityQuestions"];
        /**
         * Answer a security question
         * @description Path, method and body are our design, after the platform’s public traces (the documents do not show them).
         */
        readonly put: operations["setSecurityAnswer"];
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/wps/member/bankCard": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        /**
         * Bank cards
         * @description Path, method and body are our design, after the platform’s public traces (the documents do not show them).
         */
        readonly get: operations["listBankCards"];
        readonly put?: never;
        /**
         * Add a bank card
         * @description Needs the payment password; at most 5 cards. Path, method and body are our design, after the platform’s public traces (the documents do not show them).
         */
        readonly post: operations["addBankCard"];
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/wps/member/rank/progress": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        /**
         * VIP rank progress
         * @description Path is our design.
         */
        readonly get: operations["getRankProgress"];
        readonly put?: never;
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/wps/member/feedback": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly get?: never;
        /**
         * Send feedback
         * @description Between 3 and 300 words (our numbers). JSON with the content alone, or multipart/form-data with the content and up to 3 images (PNG or JPEG, at most 5 MB each, told by their bytes). Nothing is stored unless everything is accepted. Path is our design.
         */
        readonly put: operations["sendFeedback"];
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/wps/member/promotions/apply": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly get?: never;
        readonly put?: never;
        /**
         * Take part in a promotion
         * @description multipart/form-data: promotionId, an optional comment of at most 140 characters, and up to 3 images (PNG or JPEG, at most 5 MB each, told by their bytes, not by the declared type). A promotion whose participation is apply goes from join to applying (the operator reviews it); one whose participation is join goes from join to joined at once. Any other state, a promotion not started or closed, and a claim-only promotion answer promotion.state.invalid. Nothing is stored unless everything is accepted. Path and body are our design (docs/decisions.md, "Promotions: taking part").
         */
        readonly post: operations["applyForPromotion"];
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/wps/member/promotions/claim": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly get?: never;
        readonly put?: never;
        /**
         * Claim a promotion reward
         * @description Moves the member's state of the promotion from claim to claimed; any other state answers promotion.state.invalid. Path and body are our design (docs/decisions.md, "Promotions: taking part").
         */
        readonly post: operations["claimPromotion"];
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/wps/member/inbox/unread": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        /**
         * Inbox unread count
         * @description The value is the count. Path is our design.
         */
        readonly get: operations["getInboxUnread"];
        readonly put?: never;
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/wps/member/announcements/read": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly get?: never;
        readonly put?: never;
        /**
         * Mark an announcement read
         * @description Stores the read state for this member. Trial sessions (type 4) are refused with trial.forbidden; a notice the member may not see (an agent notice, for a player) is resource.not.found, as for one that does not exist. Path, method and body are our design, after the platform’s public traces (the documents do not show them).
         */
        readonly post: operations["markAnnouncementRead"];
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
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
    readonly "/wps/system/public-key": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        /**
         * Public key for encrypted calls
         * @description The RSA key that wraps the AES key of encrypted calls, with its id. Clients cache it by keyId.
         */
        readonly get: operations["getPublicKey"];
        readonly put?: never;
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/wps/system/whitelabel": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        /**
         * The merchant's switches
         * @description White-label switches, template switches and settings of the merchant.
         */
        readonly get: operations["getWhitelabel"];
        readonly put?: never;
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/wps/system/image-cdns": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        /**
         * Image CDNs
         * @description The base URLs of the merchant's image CDNs: the client picks one of cdns at random for the session and uses fallback when the list is empty or the picked one fails (@wl/domain/image-cdn). An entry is a path on the site's own origin ("/" is the origin itself) or an https URL. Path and answer are our design (docs/decisions.md, "Image CDNs").
         */
        readonly get: operations["getImageCdns"];
        readonly put?: never;
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/wps/system/customer-service": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        /**
         * Customer-service links
         * @description Titles and encrypted paths, with the key to decrypt them (see docs/decisions.md). Path is our design.
         */
        readonly get: operations["getCustomerService"];
        readonly put?: never;
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/wps/system/download-links": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        /**
         * App download links
         * @description Keyed by resourceType. Path is our design.
         */
        readonly get: operations["getDownloadLinks"];
        readonly put?: never;
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/wps/system/announcements": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        /**
         * Announcements, banners, pop-ups, promotions
         * @description types is a comma-separated list of content types (A agent, PL player notices, B banners, PU pop-ups, PR promotions, H hot), or Promotion for promotions only. Agent notices (A) are answered to agent-side sessions only (types 1, 2, 40, 41, 42), whatever types names; they join the player notices (PL) for those. With a session the notices carry the member’s read state; an invalid token is answered as for a visitor. Path is our design.
         */
        readonly get: operations["getAnnouncements"];
        readonly put?: never;
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/wps/system/notices": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        /**
         * Notices
         * @description All current player notices, newest first, with the member’s read state when logged in. Path is our design.
         */
        readonly get: operations["listNotices"];
        readonly put?: never;
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/wps/system/announcements/popular": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        /**
         * Popular announcements
         * @description The notices to scroll in the notice bar. Path, method and body are our design, after the platform’s public traces (the documents do not show them).
         */
        readonly get: operations["listPopularAnnouncements"];
        readonly put?: never;
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/wps/system/promotions": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        /**
         * Promotions with their state
         * @description The merchant's promotions that have not ended, those that have not started yet included, newest first. Each carries how a member takes part (participation) and its state: with a session, the member's own; without one (or with a missing, unknown or expired token), the public state a member who has not taken part would see. Path and answer are our design (docs/decisions.md, "Promotions: taking part").
         */
        readonly get: operations["listPromotions"];
        readonly put?: never;
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/wps/system/promotions/categories": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        /**
         * Promotion categories
         * @description Each category with whether it is enabled and how many promotions it holds. Path, method and body are our design, after the platform’s public traces (the documents do not show them).
         */
        readonly get: operations["listPromotionCategories"];
        readonly put?: never;
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/wps/system/help": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        /**
         * Help centre
         * @description Help topics with their children. Path is our design.
         */
        readonly get: operations["getHelpCentre"];
        readonly put?: never;
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/wps/relay/GCSGAME_gameList": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        /**
         * Game list
         * @description Games matching the filters, 18 per page. The name filter is trimmed and lower-cased.
         */
        readonly get: operations["listGames"];
        readonly put?: never;
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/wps/relay/GCSGAME_gameTypes": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        /**
         * Game types per vendor
         * @description Which game families each vendor serves (cached as getVassGameType). Path, method and body are our design, after the platform’s public traces (the documents do not show them).
         */
        readonly get: operations["listVendorGameTypes"];
        readonly put?: never;
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/wps/relay/GCSGAME_vendors": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        /**
         * Game vendors
         * @description Vendors of the merchant, optionally of one game family.
         */
        readonly get: operations["listVendors"];
        readonly put?: never;
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/wps/relay/GCSGAME_vendorCategories": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        /**
         * Vendor categories
         * @description Categories of the home side menu with their vendors; cockfight vendors form their own category after RNG. Path, method and body are our design, after the platform’s public traces (the documents do not show them).
         */
        readonly get: operations["listVendorCategories"];
        readonly put?: never;
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/wps/relay/GCSGAME_hotGames": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        /**
         * Hot games
         * @description Hot games, 60 per page.
         */
        readonly get: operations["listHotGames"];
        readonly put?: never;
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/wps/relay/GCSGAME_winners": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        /**
         * Latest winners
         * @description Winners sorted by win amount, largest first. Path is our design.
         */
        readonly get: operations["listWinners"];
        readonly put?: never;
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/wps/relay/GCSGAME_favouriteList": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        /**
         * Favourite games
         * @description The member’s favourites, newest first. Home asks for pageSize 100.
         */
        readonly get: operations["listFavourites"];
        readonly put?: never;
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/wps/relay/GCSGAME_favouriteIds": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        /**
         * Favourite game ids
         * @description nodeIds of all the member’s favourites, as strings.
         */
        readonly get: operations["listFavouriteIds"];
        readonly put?: never;
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/wps/relay/GCSGAME_favourite": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly get?: never;
        readonly put?: never;
        /**
         * Add a favourite
         * @description Lottery games (LOTT, ELOTT) cannot be favourites. Adding one twice is not an error.
         */
        readonly post: operations["addFavourite"];
        /**
         * Remove a favourite
         * @description Removing one that is not a favourite is not an error.
         */
        readonly delete: operations["removeFavourite"];
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/wps/relay/GCSGAME_recentAdd": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        /**
         * Record a played game
         * @description A GET, as in the documents. Path is our design.
         */
        readonly get: operations["addRecentGame"];
        readonly put?: never;
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/wps/relay/GCSGAME_recentList": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        /**
         * Recently played games
         * @description Newest first, 18 per page.
         */
        readonly get: operations["listRecentGames"];
        readonly put?: never;
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/wps/relay/CBS_chatLaunch": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        /**
         * Chat launch URL
         * @description The chat room URL for this member (CBS3). Path is our design.
         */
        readonly get: operations["launchChat"];
        readonly put?: never;
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/wps/relay/CBS_unread": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        /**
         * Chat unread count
         * @description Read only when the CBS3 switch is on. Path is our design.
         */
        readonly get: operations["getChatUnread"];
        readonly put?: never;
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/wps/relay/CBS_liveModels": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        /**
         * Live model list
         * @description Path, method and body are our design, after the platform’s public traces (the documents do not show them).
         */
        readonly get: operations["listLiveModels"];
        readonly put?: never;
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/wps/relay/MCSFE_checkContracts": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        /**
         * Contracts awaiting review
         * @description Whether a daily-wage, dividend or hourly-wage contract awaits the member’s review. Types 4, 40, 41, 42 are never prompted and always get false. Path is our design.
         */
        readonly get: operations["checkContracts"];
        readonly put?: never;
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/wps/relay/MCSFE_downline": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        /**
         * Direct downline
         * @description Path, method and body are our design, after the platform’s public traces (the documents do not show them).
         */
        readonly get: operations["listDownline"];
        readonly put?: never;
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/wps/relay/MCSFE_getDailySalaryContract": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        /**
         * Read daily-wage contracts
         * @description The daily-wage contracts this account proposed and received. Body and answer are our design.
         */
        readonly get: operations["getDailySalaryContract"];
        readonly put?: never;
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/wps/relay/MCSFE_proposeDailySalaryContract": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly get?: never;
        readonly put?: never;
        /**
         * Propose a daily-wage contract
         * @description An agent proposes a daily-wage contract to a direct downline member; one may await review at a time. Path, method and body are our design, after the platform’s public traces (the documents do not show them).
         */
        readonly post: operations["proposeDailySalaryContract"];
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/wps/relay/MCSFE_processDailySalaryContract": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly get?: never;
        readonly put?: never;
        /**
         * Accept or reject a daily-wage contract
         * @description The downline member accepts or rejects a contract proposed to them. Body and answer are our design.
         */
        readonly post: operations["processDailySalaryContract"];
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/wps/relay/MCSFE_getHourSalaryContract": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        /**
         * Read hourly-wage contracts
         * @description The hourly-wage contracts this account proposed and received. Body and answer are our design.
         */
        readonly get: operations["getHourSalaryContract"];
        readonly put?: never;
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/wps/relay/MCSFE_proposeHourSalaryContract": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly get?: never;
        readonly put?: never;
        /**
         * Propose a hourly-wage contract
         * @description An agent proposes a hourly-wage contract to a direct downline member; one may await review at a time. Path, method and body are our design, after the platform’s public traces (the documents do not show them).
         */
        readonly post: operations["proposeHourSalaryContract"];
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/wps/relay/MCSFE_processHourSalaryContract": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly get?: never;
        readonly put?: never;
        /**
         * Accept or reject a hourly-wage contract
         * @description The downline member accepts or rejects a contract proposed to them. Body and answer are our design.
         */
        readonly post: operations["processHourSalaryContract"];
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/wps/relay/MCSFE_getDividendContract": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        /**
         * Read dividend contracts
         * @description The dividend contracts this account proposed and received. Body and answer are our design.
         */
        readonly get: operations["getDividendContract"];
        readonly put?: never;
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/wps/relay/MCSFE_proposeDividendContract": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly get?: never;
        readonly put?: never;
        /**
         * Propose a dividend contract
         * @description An agent proposes a dividend contract to a direct downline member; one may await review at a time. Path, method and body are our design, after the platform’s public traces (the documents do not show them).
         */
        readonly post: operations["proposeDividendContract"];
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/wps/relay/MCSFE_processDividendContract": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly get?: never;
        readonly put?: never;
        /**
         * Accept or reject a dividend contract
         * @description The downline member accepts or rejects a contract proposed to them. Body and answer are our design.
         */
        readonly post: operations["processDividendContract"];
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
         * @description Session type: 0 member, 1 and 2 member-agents, 4 trial (free play), 40, 41 and 42 agent-only accounts.
         * @enum {integer}
         */
        readonly SessionType: 0 | 1 | 2 | 4 | 40 | 41 | 42;
        /**
         * @description Game family.
         * @enum {string}
         */
        readonly GameType: "ELOTTO" | "RNG" | "FISH" | "LIVE" | "SPORTS" | "ESPORTS" | "PVP" | "ELOTT" | "LOTT";
        readonly LoginByUsername: {
            /**
             * @description Login method. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            readonly type: "username";
            /**
             * @description Which login page: the member side accepts types 0, 1, 2; the agent page (/m/agent) accepts 1, 2, 40, 41, 42. Default member. Our design.
             * @enum {string}
             */
            readonly side?: "member" | "agent";
            /** @description Trimmed by the client. */
            readonly username: string;
            /** @description Never trimmed or case-changed. */
            readonly password: string;
            /** @description The digits shown in the captcha image. */
            readonly captcha?: string;
            /** @description The captchaId of the image the answer is for. */
            readonly captchaId?: string;
            /** @description Remember-me was ticked (informational; the client keeps the record). */
            readonly remember?: boolean;
            /** @description Result token of a human-verification widget, when the merchant uses one. Our reference gateway ignores it. */
            readonly humanVerification?: string;
        };
        readonly LoginByPhone: {
            /**
             * @description Login method. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            readonly type: "sms";
            /**
             * @description Which login page; default member.
             * @enum {string}
             */
            readonly side?: "member" | "agent";
            /** @description Country dialling code, e.g. 60 or +60. */
            readonly countryDialingCode: string;
            /** @description Mobile number without the dialling code, digits only, at most 20. */
            readonly mobileNum: string;
            /** @description The code sent by POST /wps/session/sms. Our design: the gateway sends its own SMS codes. */
            readonly verificationCode?: string;
            /** @description The digits shown in the captcha image. */
            readonly captcha?: string;
            /** @description The captchaId of the image the answer is for. */
            readonly captchaId?: string;
            readonly remember?: boolean;
            /** @description Result token of a human-verification widget, when the merchant uses one. Our reference gateway ignores it. */
            readonly humanVerification?: string;
            /**
             * @description Set when a phone-verification provider is used instead of the gateway SMS.
             * @enum {string}
             */
            readonly firebaseChannel?: "sms";
            readonly firebaseIdToken?: string;
            readonly firebaseMobileNo?: string;
        };
        /** @description Login payload (sent encrypted). `type` tells the two variants apart. */
        readonly LoginPayload: components["schemas"]["LoginByUsername"] | components["schemas"]["LoginByPhone"];
        readonly LoginValue: {
            /** @description Session token, sent back as the Authorization header. */
            readonly token: string;
            readonly userName: string;
            readonly type: components["schemas"]["SessionType"];
            readonly firstTimeLogin: boolean;
            /** @description When the token expires unless renewed. Our design. */
            readonly expiresAt: number;
        };
        readonly FreePlayPayload: {
            /** @description A name from GET /wps/session/trial; without it a trial account is created. */
            readonly trialName?: string;
        };
        readonly FreePlayValue: {
            readonly token: string;
            readonly userName: string;
            /**
             * @description Always 4 (trial).
             * @enum {integer}
             */
            readonly customerType: 4;
            /** @description The trial merchant code the session belongs to (differs from the build merchant). */
            readonly merchantCode: string;
            readonly firstTimeLogin: boolean;
            /** @description Milliseconds since the epoch. */
            readonly expiresAt: number;
        };
        readonly TrialAccount: {
            readonly trialName: string;
        };
        readonly RenewValue: {
            readonly token: string;
            /** @description Milliseconds since the epoch. */
            readonly expiresAt: number;
        };
        readonly Captcha: {
            /** @description The captchaId of the image the answer is for. */
            readonly captchaId: string;
            /** @description PNG image, base64 (no data: prefix). */
            readonly image: string;
            /** @description Number of digits in the image. */
            readonly length: number;
        };
        readonly PublicKey: {
            readonly keyId: string;
            /** @enum {string} */
            readonly algorithm: "RSA-OAEP-256";
            /** @description base64url DER SubjectPublicKeyInfo of a 3072-bit RSA key. */
            readonly spki: string;
        };
        readonly SystemStatus: {
            readonly info: string;
            readonly location: {
                readonly ip: string;
            };
            readonly maintenance: boolean;
            readonly regionRestriction: boolean;
        };
        /** @description The merchant's switches and settings. Our design beyond the switch names. */
        readonly Whitelabel: {
            /** @description White-label switches by module id (PTSYS3, MANPLAYREB3, CHNGPASSVERIF3, TRANSREC3, TRANSBETREPMEM3, CBS3, REG3, MOBILENUMREG3, MOBILENUMPASSREG3, REGMOBVERF3, CAPTCHA3, FEEDBACK3, AFFMAN3, AGEINFO3, ...). A missing id is off. */
            readonly switches: {
                readonly [key: string]: boolean;
            };
            readonly templates: {
                /**
                 * @description 1: new member-centre version.
                 * @enum {integer}
                 */
                readonly mem_cen: 0 | 1;
                /**
                 * @description 1: new deposit-detail version.
                 * @enum {integer}
                 */
                readonly dep_func: 0 | 1;
            };
            readonly settings: {
                /**
                 * @description Age the disclaimer asks the player to confirm.
                 * @enum {integer}
                 */
                readonly ageThreshold: 18 | 21;
                /** @description Login by mobile number and SMS code is offered. */
                readonly mobileCodeLogin: boolean;
                /** @description Password recovery by e-mail is offered. */
                readonly mailPasswordRecovery: boolean;
                /** @description VIP label and benefits are shown. */
                readonly vip: boolean;
                readonly socialLogin: {
                    readonly facebook: boolean;
                    readonly google: boolean;
                    /** @description The operator's sign-in address for the social network; the button shows only with it. */
                    readonly facebookSignInUrl?: string;
                    /** @description The operator's sign-in address for the search-engine account; the button shows only with it. */
                    readonly googleSignInUrl?: string;
                };
                readonly currency: {
                    readonly code: string;
                    readonly symbol: string;
                };
                /** @description Footer social icons; a type without a link is left out. */
                readonly socialLinks: readonly {
                    /** @enum {string} */
                    readonly type: "YOUTUBE" | "FACEBOOK" | "INSTAGRAM" | "WHATSAPP" | "TELEGRAM";
                    readonly url: string;
                }[];
            };
        };
        /**
         * @description Registration field patterns (lengths come from minLength and maxLength of the field rule):
         *     - username: ^[A-Za-z][A-Za-z0-9]*$ (a letter, then letters and digits)
         *     - password: any characters (no composition rule; a new password is 8 to 64 characters and not a common password, whatever the field rule says)
         *     - digits: ^[0-9]+$
         *     - email: ^\w+(?:[.-]\w+)*@\w+(?:[.-]\w+)*\.[A-Za-z]{2,3}$ (word runs joined by single dots or hyphens, @, a domain of the same kind ending in a dot and two or three letters)
         *     - name: ^[\p{L}\p{M}][\p{L}\p{M} .'-]*$ (letters of any script, spaces, dots, apostrophes, hyphens)
         *     - alphanumeric: ^[A-Za-z0-9]+$
         *     - handle: ^[A-Za-z0-9_.@+-]+$ (social-network handles and numbers)
         *     - date: ^[0-9]{4}-[0-9]{2}-[0-9]{2}$ (YYYY-MM-DD, a real date from 1900-01-01 to the end of the current year)
         *     - text: any characters
         * @enum {string}
         */
        readonly PatternId: "username" | "password" | "digits" | "email" | "name" | "alphanumeric" | "handle" | "date" | "text";
        readonly FieldRule: {
            readonly enabled: boolean;
            readonly required: boolean;
            readonly minLength: number;
            readonly maxLength: number;
            readonly patternId: components["schemas"]["PatternId"];
        };
        /** @description Per-field registration rules, by payload field name. A field not listed is not shown. */
        readonly RegisterValidation: {
            readonly username?: components["schemas"]["FieldRule"];
            readonly password?: components["schemas"]["FieldRule"];
            readonly confirmPassword?: components["schemas"]["FieldRule"];
            readonly paymentPassword?: components["schemas"]["FieldRule"];
            readonly mobileNum?: components["schemas"]["FieldRule"];
            readonly verificationCode?: components["schemas"]["FieldRule"];
            readonly email?: components["schemas"]["FieldRule"];
            readonly nickname?: components["schemas"]["FieldRule"];
            readonly payeeName?: components["schemas"]["FieldRule"];
            readonly idNumber?: components["schemas"]["FieldRule"];
            readonly qqNum?: components["schemas"]["FieldRule"];
            readonly facebook?: components["schemas"]["FieldRule"];
            readonly wechat?: components["schemas"]["FieldRule"];
            readonly line?: components["schemas"]["FieldRule"];
            readonly whatsapp?: components["schemas"]["FieldRule"];
            readonly zalo?: components["schemas"]["FieldRule"];
            readonly birthday?: components["schemas"]["FieldRule"];
            readonly affiliateCode?: components["schemas"]["FieldRule"];
            readonly recommenderId?: components["schemas"]["FieldRule"];
            readonly captcha?: components["schemas"]["FieldRule"];
        };
        readonly RegisterSettings: {
            /** @description Username registration is offered (REG3). */
            readonly usernameRegistration: boolean;
            /** @description Mobile registration is offered (MOBILENUMREG3). */
            readonly mobileRegistration: boolean;
            /** @description Mobile registration asks for a password (MOBILENUMPASSREG3). */
            readonly mobilePassword: boolean;
            /** @description Username registration asks for an SMS code (REGMOBVERF3). */
            readonly mobileVerification: boolean;
            /** @description Registration asks for a captcha (CAPTCHA3). */
            readonly captcha: boolean;
            /** @description The affiliate-code field is offered (AFFMAN3). */
            readonly affiliateCode: boolean;
            /** @enum {integer} */
            readonly ageThreshold: 18 | 21;
            readonly defaultDialingCode: string;
        };
        readonly RegisterByUsername: {
            /** @description Country dialling code, e.g. 60 or +60. */
            readonly countryDialingCode?: string;
            /** @description The host the player registered on. */
            readonly registerUrl: string;
            /** @enum {string} */
            readonly registerMethod: "APP" | "H5" | "WEBCLIP" | "PWA";
            /** @description Trimmed by the client. */
            readonly username: string;
            /** @description Never trimmed or case-changed. */
            readonly password: string;
            /** @description Never trimmed or case-changed. */
            readonly confirmPassword: string;
            readonly affiliateCode?: string;
            readonly paymentPassword?: string;
            readonly recommenderId?: string;
            readonly nickname?: string;
            readonly payeeName?: string;
            /** @description Trimmed by the client; at most 255 characters. */
            readonly email?: string;
            /** @description Mobile number without the dialling code, digits only, at most 20. */
            readonly mobileNum?: string;
            readonly idNumber?: string;
            readonly qqNum?: string;
            readonly facebook?: string;
            readonly wechat?: string;
            readonly line?: string;
            readonly whatsapp?: string;
            readonly zalo?: string;
            /** @description YYYY-MM-DD. */
            readonly birthday?: string;
            /** @description The digits shown in the captcha image. */
            readonly captcha?: string;
            /** @description The captchaId of the image the answer is for. */
            readonly captchaId?: string;
            /**
             * @description Always 0.
             * @enum {integer}
             */
            readonly type: 0;
            readonly domain?: string;
            /** @description SMS verification code, digits only, at most 10. */
            readonly verificationCode?: string;
            /** @enum {string} */
            readonly firebaseChannel?: "sms";
            readonly firebaseIdToken?: string;
            /** @description Result token of a human-verification widget, when the merchant uses one. Our reference gateway ignores it. */
            readonly humanVerification?: string;
        };
        readonly RegisterByMobile: {
            /** @description Country dialling code, e.g. 60 or +60. */
            readonly countryDialingCode: string;
            /** @description The host the player registered on. */
            readonly registerUrl: string;
            /** @enum {string} */
            readonly registerMethod: "APP" | "H5" | "WEBCLIP" | "PWA";
            /** @description Trimmed by the client. */
            readonly username?: string;
            /** @description Never trimmed or case-changed. */
            readonly password?: string;
            /** @description Never trimmed or case-changed. */
            readonly confirmPassword?: string;
            readonly affiliateCode?: string;
            readonly paymentPassword?: string;
            readonly recommenderId?: string;
            readonly nickname?: string;
            readonly payeeName?: string;
            /** @description Trimmed by the client; at most 255 characters. */
            readonly email?: string;
            /** @description Mobile number without the dialling code, digits only, at most 20. */
            readonly mobileNum: string;
            readonly idNumber?: string;
            readonly qqNum?: string;
            readonly facebook?: string;
            readonly wechat?: string;
            readonly line?: string;
            readonly whatsapp?: string;
            readonly zalo?: string;
            /** @description YYYY-MM-DD. */
            readonly birthday?: string;
            /** @description The digits shown in the captcha image. */
            readonly captcha?: string;
            /** @description The captchaId of the image the answer is for. */
            readonly captchaId?: string;
            /**
             * @description Always 0.
             * @enum {integer}
             */
            readonly type: 0;
            readonly domain?: string;
            /** @description SMS verification code, digits only, at most 10. */
            readonly verificationCode: string;
            /** @enum {string} */
            readonly firebaseChannel?: "sms";
            readonly firebaseIdToken?: string;
            /** @description Result token of a human-verification widget, when the merchant uses one. Our reference gateway ignores it. */
            readonly humanVerification?: string;
        };
        readonly RegisterValue: {
            readonly userName: string;
        };
        readonly SmsRequest: {
            /** @description Country dialling code, e.g. 60 or +60. */
            readonly countryDialingCode: string;
            /** @description Mobile number without the dialling code, digits only, at most 20. */
            readonly mobileNum: string;
            /** @description Result token of a human-verification widget, when the merchant uses one. Our reference gateway ignores it. */
            readonly humanVerification?: string;
        };
        readonly SmsValue: {
            /** @description When the code expires; a resend is refused before it. */
            readonly expirationTime: number;
        };
        readonly SetPasswordByPhonePayload: {
            /** @description Our design: the number is looked up with its dialling code. */
            readonly countryDialingCode: string;
            /** @description Mobile number without the dialling code, digits only, at most 20. */
            readonly mobileNum: string;
            /** @description SMS verification code, digits only, at most 10. */
            readonly verificationCode: string;
            /** @description Never trimmed or case-changed. */
            readonly newPassword: string;
            readonly firebaseIdToken?: string;
        };
        readonly SetPasswordValue: {
            /** @description The account whose password changed, so the client can log in with it. */
            readonly userName: string;
        };
        readonly EmailRecoveryPayload: {
            /** @description Trimmed by the client. */
            readonly username: string;
            /** @description Trimmed by the client; at most 255 characters. */
            readonly email: string;
        };
        readonly PasswordResetPayload: {
            /** @description The token of the e-mail recovery link (the `token` of its fragment), 43 base64url characters. */
            readonly token: string;
            /** @description Never trimmed or case-changed. */
            readonly newPassword: string;
        };
        readonly ChangePasswordPayload: {
            /** @description Never trimmed or case-changed. */
            readonly oldPassword: string;
            /** @description Never trimmed or case-changed. */
            readonly newPassword: string;
            /** @description Never trimmed or case-changed. */
            readonly confirmNewPassword: string;
        };
        readonly UsernameAvailability: {
            readonly username: string;
            readonly available: boolean;
        };
        readonly AffiliateCode: {
            readonly affiliateCode: string;
            /** @description The agent the code belongs to. */
            readonly agentName: string;
        };
        readonly MemberInfo: {
            readonly id: number;
            readonly nickname: string | null;
            readonly account: string;
            readonly type: components["schemas"]["SessionType"];
            readonly avatarUrl: string;
            readonly vipLabel: string | null;
            readonly email: string | null;
            readonly countryDialingCode: string | null;
            /** @description Masked except the last four digits. */
            readonly mobileNum: string | null;
            readonly payeeName: string | null;
            /** Format: date */
            readonly birthday: string | null;
            readonly currency: string;
        };
        readonly Wallet: {
            /** @description Total balance, two decimals. */
            readonly sumBalance: number;
            readonly currency: string;
            readonly currencySymbol: string;
        };
        readonly HeadIcon: {
            readonly iconId: string;
            readonly url: string;
            readonly choices: readonly {
                readonly iconId: string;
                readonly url: string;
            }[];
        };
        readonly HeadIconForm: {
            readonly iconId: string;
        };
        readonly NicknamePayload: {
            readonly nickname: string;
        };
        readonly EmailPayload: {
            /** @description Trimmed by the client; at most 255 characters. */
            readonly email: string;
        };
        readonly PayeeNamePayload: {
            readonly payeeName: string;
        };
        readonly PaymentPasswordPayload: {
            /** @description Required when one is already set. */
            readonly oldPaymentPassword?: string;
            /** @description Six digits. */
            readonly paymentPassword: string;
            readonly confirmPaymentPassword: string;
        };
        readonly PaymentPasswordResetPayload: {
            /** @description The login password, proving the player is who they say. */
            readonly password: string;
            /** @description Six digits. */
            readonly paymentPassword: string;
            readonly confirmPaymentPassword: string;
        };
        readonly WithdrawalPasswordState: {
            readonly hasWithdrawalPassword: boolean;
        };
        readonly SecurityConfig: {
            readonly mobileBound: boolean;
            readonly emailBound: boolean;
            readonly withdrawalPasswordSet: boolean;
            readonly securityQuestionSet: boolean;
            readonly bankCardCount: number;
        };
        readonly SecurityQuestions: {
            readonly questions: readonly {
                readonly questionId: number;
                readonly text: string;
            }[];
            readonly answeredQuestionId: number | null;
        };
        readonly SecurityAnswerPayload: {
            readonly questionId: number;
            readonly answer: string;
        };
        readonly BankCard: {
            readonly id: number;
            readonly bankName: string;
            readonly accountName: string;
            /** @description Masked except the last four digits. */
            readonly accountNumber: string;
        };
        readonly BankCardPayload: {
            readonly bankName: string;
            readonly accountName: string;
            readonly accountNumber: string;
            readonly paymentPassword: string;
        };
        readonly RankProgress: {
            readonly currentProgress: {
                readonly completedConditions: number;
                readonly totalExpectedConditions: number;
            };
            readonly playerRankProgress: {
                readonly labelId: string;
            };
        };
        readonly FeedbackPayload: {
            /** @description Between 3 and 300 words (our design: the documents do not give the numbers). */
            readonly content: string;
        };
        /**
         * @description A promotion's state for a member (the activity states of the documents): coming soon (not started), closed (ended or closed by the operator, not taken part in), join (open to take part), applying (an application awaits review), rejected (the application was refused), joined (taking part, no review), in process (taking part, the reward is being worked out), claim (a reward is ready to claim), claimed (claimed), issued (the reward was credited without a claim).
         * @enum {string}
         */
        readonly ActivityState: "join" | "claim" | "applying" | "closed" | "rejected" | "issued" | "claimed" | "in process" | "joined" | "coming soon";
        /**
         * @description How a member takes part: apply (an application the operator reviews), join (at once, no review), claim (the reward is claimed directly).
         * @enum {string}
         */
        readonly PromotionParticipation: "apply" | "join" | "claim";
        readonly MemberPromotion: {
            readonly id: number;
            readonly title: string;
            readonly content: string;
            readonly startDate: string;
            readonly endDate: string | null;
            /**
             * @description 1: long-term, no end date.
             * @enum {integer}
             */
            readonly noExpiry: 0 | 1;
            readonly announcementImages: readonly {
                readonly url: string;
                /** @description Sequence 1 is the cover. */
                readonly sequence: number;
            }[];
            readonly promoAnnouncementCategoryIds: readonly components["schemas"]["PromotionCategory"][];
            readonly participation: components["schemas"]["PromotionParticipation"];
            readonly state: components["schemas"]["ActivityState"];
        };
        readonly PromotionApplicationForm: {
            readonly promotionId: number;
            /** @description At most 140 characters once trimmed. */
            readonly comment?: string;
            /** @description PNG or JPEG, at most 5 MB (5,242,880 bytes) each, as file parts named images. */
            readonly images?: readonly string[];
        };
        readonly PromotionClaimPayload: {
            readonly promotionId: number;
        };
        readonly PromotionStateValue: {
            readonly promotionId: number;
            readonly state: components["schemas"]["ActivityState"];
        };
        readonly FeedbackForm: {
            readonly content: string;
            /** @description PNG or JPEG, at most 5 MB (5,242,880 bytes) each, as file parts named images. */
            readonly images?: readonly string[];
        };
        readonly ImageCdns: {
            /** @description The CDNs to pick from at random; may be empty. */
            readonly cdns: readonly string[];
            /** @description The default base, used when cdns is empty or fails. */
            readonly fallback: string;
        };
        readonly UnreadCount: {
            readonly unReadCount: number;
        };
        readonly CustomerService: {
            /** @description base64url raw AES-256 key for the paths; rotated when the gateway restarts. */
            readonly pathKey: string;
            readonly list: readonly {
                readonly title: string;
                /** @description base64url(iv || AES-256-GCM ciphertext || tag) of the link. */
                readonly path: string;
            }[];
        };
        readonly DownloadLink: {
            readonly url: string;
        };
        /** @description Download links keyed by resourceType; a type without a link is left out. */
        readonly DownloadLinks: {
            readonly IOS?: components["schemas"]["DownloadLink"];
            readonly MOBILECONFIG?: components["schemas"]["DownloadLink"];
            readonly Android?: components["schemas"]["DownloadLink"];
            readonly AppDownloadIcon?: components["schemas"]["DownloadLink"];
        };
        readonly ChatLaunch: {
            readonly url: string;
        };
        readonly LiveModel: {
            readonly id: number;
            readonly name: string;
            readonly avatarUrl: string;
            readonly online: boolean;
        };
        /** @enum {string} */
        readonly BannerType: "m_rng" | "m_sports" | "m_pvp" | "m_live" | "m_fish" | "m_lott" | "m_elott" | "m_reg" | "m_home";
        readonly Banner: {
            readonly id: number;
            /** @description Image URL. */
            readonly url: string;
            readonly type: components["schemas"]["BannerType"];
            readonly linkUrl: string | null;
            readonly sequence: number;
        };
        readonly Notice: {
            readonly id: number;
            readonly title: string;
            /** @description HTML; sanitised by the client before display. */
            readonly content: string;
            /** @description ISO 8601 date-time. */
            readonly startDate: string;
            /** @description Always false without a session; always true for trial sessions. */
            readonly read: boolean;
        };
        readonly Popup: {
            readonly id: number;
            readonly title: string;
            /** @description HTML with pixel sizes (the client divides by 100 for rem). */
            readonly content: string;
        };
        readonly HotMatch: {
            readonly id: number;
            readonly title: string;
            readonly content: string;
            readonly imageUrl: string | null;
        };
        /** @enum {string} */
        readonly PromotionCategory: "LOGIN" | "MANUAL" | "RAFFLE" | "UPGRADE_BONUS" | "MISSION_MANUAL" | "TICKET" | "REFERRAL";
        readonly Promotion: {
            readonly id: number;
            readonly title: string;
            readonly content: string;
            readonly startDate: string;
            readonly endDate: string | null;
            /**
             * @description 1: long-term, no end date.
             * @enum {integer}
             */
            readonly noExpiry: 0 | 1;
            readonly announcementImages: readonly {
                readonly url: string;
                /** @description Sequence 1 is the cover. */
                readonly sequence: number;
            }[];
            readonly promoAnnouncementCategoryIds: readonly components["schemas"]["PromotionCategory"][];
        };
        /** @description Each list holds only the types asked for; the others are empty. */
        readonly Announcements: {
            readonly promotion: readonly components["schemas"]["Promotion"][];
            readonly banners: readonly components["schemas"]["Banner"][];
            /** @description Player notices (type PL). */
            readonly player: readonly components["schemas"]["Notice"][];
            readonly popup: readonly components["schemas"]["Popup"][];
            readonly hot: readonly components["schemas"]["HotMatch"][];
        };
        readonly MarkReadPayload: {
            readonly announcementId: number;
            /** @enum {boolean} */
            readonly read: true;
        };
        readonly PromotionCategoryCount: {
            readonly category: components["schemas"]["PromotionCategory"];
            readonly enabled: boolean;
            readonly count: number;
        };
        readonly HelpItem: {
            readonly title: string;
            readonly content: string;
            readonly tag: string;
            readonly children: readonly components["schemas"]["HelpItem"][];
        };
        readonly Winner: {
            /** @description Masked in the middle. */
            readonly customerName: string;
            readonly winAmount: number;
            readonly gameName: string;
            readonly iconUrl: string;
            readonly vo: {
                readonly winAmount: number;
            };
        };
        readonly Game: {
            /** @description Game id in lists and favourites (held as a string). */
            readonly nodeId: string;
            readonly gameId: string;
            /** @description Vendor code. */
            readonly vassalage: string;
            readonly gameType: components["schemas"]["GameType"];
            readonly gameName: string;
            readonly nodeName: string;
            /** @description Vendor game code; "lobby" for the vendor lobby. */
            readonly gameCode: string;
            readonly showIcon: boolean;
            readonly iconUrl: string;
            /** @enum {string} */
            readonly playType: "trad" | "ent";
            /** @description Free play supported. */
            readonly supportPlay: boolean;
            readonly gameClassify: readonly string[];
            readonly isNew: boolean;
            readonly isHot: boolean;
            readonly minBet: number;
            readonly minLine: number;
        };
        readonly GameList: {
            readonly games: readonly components["schemas"]["Game"][];
            readonly pageNum: number;
            readonly totalPages: number;
            readonly totalCount: number;
        };
        readonly FavouriteList: {
            readonly list: readonly components["schemas"]["Game"][];
            readonly pageNum: number;
            readonly totalPages: number;
            readonly totalCount: number;
        };
        readonly RecentList: {
            readonly list: readonly components["schemas"]["Game"][];
            readonly pageNum: number;
            readonly totalPages: number;
        };
        readonly FavouritePayload: {
            readonly nodeId: string;
            /** @description The vendor code (vassalage). */
            readonly vendor: string;
        };
        readonly Vendor: {
            readonly vassalage: string;
            readonly displayName: string;
            readonly gameType: components["schemas"]["GameType"];
            readonly mobileLargeIcon: string;
            readonly isHot: boolean;
        };
        readonly VendorCategory: {
            /** @description Category code: a game type, COCKFIGHT (after RNG) or BINGO. */
            readonly gameCategory: string;
            readonly vendorNames: readonly {
                readonly vassalage: string;
                readonly displayName: string;
                readonly isHot: boolean;
            }[];
            readonly gameClassify: readonly string[];
            /** @description Shows a game list rather than a vendor grid. */
            readonly listType: boolean;
        };
        readonly VendorGameTypes: {
            readonly vassalage: string;
            readonly gameTypes: readonly components["schemas"]["GameType"][];
        };
        readonly ContractCheck: {
            /** @description A daily-wage contract awaits this member’s review. */
            readonly dailysalreqtype: boolean;
            /** @description A dividend contract awaits review. */
            readonly divtypecompperiodreq: boolean;
            /** @description An hourly-wage contract awaits review. */
            readonly contracthoursalreq: boolean;
        };
        /** @enum {string} */
        readonly ContractKind: "daily" | "hourly" | "dividend";
        /** @enum {string} */
        readonly ContractStatus: "pending" | "accepted" | "rejected";
        readonly Contract: {
            readonly id: number;
            readonly kind: components["schemas"]["ContractKind"];
            /** @description The proposing agent. */
            readonly agent: string;
            /** @description The downline member who reviews it. */
            readonly member: string;
            /** @description Percent: of valid turnover for wages, of net loss for dividends. */
            readonly rate: number;
            /** @description Minimum valid turnover (wages) or net loss (dividend) of a period. */
            readonly threshold: number;
            /**
             * @description Settlement period.
             * @enum {string}
             */
            readonly period: "day" | "hour" | "half-month" | "month";
            readonly status: components["schemas"]["ContractStatus"];
            /** @description Milliseconds since the epoch. */
            readonly proposedAt: number;
            /** @description Milliseconds since the epoch. */
            readonly reviewedAt: number | null;
        };
        readonly Contracts: {
            /** @description Contracts this account proposed to its downline (agents). */
            readonly proposed: readonly components["schemas"]["Contract"][];
            /** @description Contracts proposed to this account. */
            readonly received: readonly components["schemas"]["Contract"][];
        };
        readonly ContractProposal: {
            /** @description A direct downline of the caller. */
            readonly member: string;
            readonly rate: number;
            readonly threshold: number;
            /** @enum {string} */
            readonly period?: "day" | "hour" | "half-month" | "month";
        };
        readonly ContractReview: {
            readonly contractId: number;
            /** @enum {string} */
            readonly decision: "accept" | "reject";
        };
        readonly Downline: {
            readonly userName: string;
            readonly type: components["schemas"]["SessionType"];
            /** @description Milliseconds since the epoch. */
            readonly registeredAt: number;
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
    readonly login: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        /** @description The payload before encryption; on the wire it is { "value": ... } (see the encryption scheme). */
        readonly requestBody: {
            readonly content: {
                /**
                 * @example {
                 *       "type": "username",
                 *       "username": "demo01",
                 *       "password": "Demo1234",
                 *       "remember": true
                 *     }
                 */
                readonly "application/json": components["schemas"]["LoginPayload"];
            };
        };
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
                     *         "token": "tkn_3Fq9xZ2b7LkP0aWc8NvR1sYh",
                     *         "userName": "demo01",
                     *         "type": 0,
                     *         "firstTimeLogin": false,
                     *         "expiresAt": 1795000000000
                     *       }
                     *     }
                     */
                    readonly "application/json": {
                        /** @constant */
                        readonly success: true;
                        readonly value: components["schemas"]["LoginValue"];
                    };
                };
            };
            /** @description Error envelope with one of: login.credentials.missing, login.failed, login.captcha.required, captcha.invalid, mobile.format, verification.code.invalid, merchant.unknown, request.invalid, crypto.stale, crypto.replay, crypto.key.unknown, crypto.invalid. */
            readonly 400: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "errorCode": "login.credentials.missing",
                     *       "message": "Please enter the username and password"
                     *     }
                     */
                    readonly "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with one of: member.not.member, agent.not.agent, region.restricted. */
            readonly 403: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "errorCode": "member.not.member",
                     *       "message": "Non-member account unable to login"
                     *     }
                     */
                    readonly "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with one of: member.not.exist. */
            readonly 404: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "errorCode": "member.not.exist",
                     *       "message": "Sorry, the user does not exist or is disabled."
                     *     }
                     */
                    readonly "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with one of: request.too.large. */
            readonly 413: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "errorCode": "request.too.large",
                     *       "message": "The request is too large"
                     *     }
                     */
                    readonly "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with one of: login.locked, rate.limited. */
            readonly 429: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "errorCode": "login.locked",
                     *       "message": "Too many failed attempts. Please try again later."
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
    readonly loginFreePlay: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody?: {
            readonly content: {
                /** @example {} */
                readonly "application/json": components["schemas"]["FreePlayPayload"];
            };
        };
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
                     *         "token": "tkn_trial_7Hd2kQ9mZx4Lp0Rt",
                     *         "userName": "trial_58231",
                     *         "customerType": 4,
                     *         "merchantCode": "DEMO_TRIAL",
                     *         "firstTimeLogin": true,
                     *         "expiresAt": 1795000000000
                     *       }
                     *     }
                     */
                    readonly "application/json": {
                        /** @constant */
                        readonly success: true;
                        readonly value: components["schemas"]["FreePlayValue"];
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
            /** @description Error envelope with one of: region.restricted, permission.denied. */
            readonly 403: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "errorCode": "permission.denied",
                     *       "message": "Sorry, this account does not have permission or the feature is temporarily unavailable."
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
            /** @description Error envelope with one of: request.too.large. */
            readonly 413: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "errorCode": "request.too.large",
                     *       "message": "The request is too large"
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
    readonly createTrialAccount: {
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
                     *       "value": {
                     *         "trialName": "trial_58231"
                     *       }
                     *     }
                     */
                    readonly "application/json": {
                        /** @constant */
                        readonly success: true;
                        readonly value: components["schemas"]["TrialAccount"];
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
            /** @description Error envelope with one of: region.restricted, permission.denied. */
            readonly 403: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "errorCode": "permission.denied",
                     *       "message": "Sorry, this account does not have permission or the feature is temporarily unavailable."
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
    readonly logout: {
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
                     *       "value": true
                     *     }
                     */
                    readonly "application/json": {
                        /** @constant */
                        readonly success: true;
                        /** @enum {boolean} */
                        readonly value: true;
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
    readonly renewSession: {
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
                     *       "value": {
                     *         "token": "tkn_3Fq9xZ2b7LkP0aWc8NvR1sYh",
                     *         "expiresAt": 1795000600000
                     *       }
                     *     }
                     */
                    readonly "application/json": {
                        /** @constant */
                        readonly success: true;
                        readonly value: components["schemas"]["RenewValue"];
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
    readonly getCaptcha: {
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
                     *       "value": {
                     *         "captchaId": "c_9f2a61d0",
                     *         "image": "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
                     *         "length": 4
                     *       }
                     *     }
                     */
                    readonly "application/json": {
                        /** @constant */
                        readonly success: true;
                        readonly value: components["schemas"]["Captcha"];
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
    readonly sendLoginSms: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody: {
            readonly content: {
                /**
                 * @example {
                 *       "countryDialingCode": "60",
                 *       "mobileNum": "123456789"
                 *     }
                 */
                readonly "application/json": components["schemas"]["SmsRequest"];
            };
        };
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
                     *         "expirationTime": 1795000060000
                     *       }
                     *     }
                     */
                    readonly "application/json": {
                        /** @constant */
                        readonly success: true;
                        readonly value: components["schemas"]["SmsValue"];
                    };
                };
            };
            /** @description Error envelope with one of: mobile.format, mobile.invalid, merchant.unknown, request.invalid. */
            readonly 400: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "errorCode": "mobile.format",
                     *       "message": "Please enter a valid mobile number"
                     *     }
                     */
                    readonly "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with one of: request.too.large. */
            readonly 413: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "errorCode": "request.too.large",
                     *       "message": "The request is too large"
                     *     }
                     */
                    readonly "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with one of: sms.too.soon, rate.limited. */
            readonly 429: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "errorCode": "sms.too.soon",
                     *       "message": "A code was sent recently. Please wait before asking again."
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
    readonly registerByUsername: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        /** @description The payload before encryption; on the wire it is { "value": ... } (see the encryption scheme). */
        readonly requestBody: {
            readonly content: {
                /**
                 * @example {
                 *       "registerUrl": "m.demo.example.test",
                 *       "registerMethod": "H5",
                 *       "username": "newplayer1",
                 *       "password": "Secret123",
                 *       "confirmPassword": "Secret123",
                 *       "captcha": "4821",
                 *       "captchaId": "c_9f2a61d0",
                 *       "type": 0
                 *     }
                 */
                readonly "application/json": components["schemas"]["RegisterByUsername"];
            };
        };
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
                     *         "userName": "newplayer1"
                     *       }
                     *     }
                     */
                    readonly "application/json": {
                        /** @constant */
                        readonly success: true;
                        readonly value: components["schemas"]["RegisterValue"];
                    };
                };
            };
            /** @description Error envelope with one of: username.format, password.format, password.confirm.mismatch, email.format, name.format, field.invalid, mobile.format, mobile.invalid, verification.code.format, verification.code.invalid, captcha.required, captcha.invalid, affiliate.code.invalid, referrer.invalid, age.restricted, merchant.unknown, request.invalid, crypto.stale, crypto.replay, crypto.key.unknown, crypto.invalid. */
            readonly 400: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "errorCode": "username.format",
                     *       "message": "Account format is incorrect"
                     *     }
                     */
                    readonly "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with one of: permission.denied, region.restricted. */
            readonly 403: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "errorCode": "permission.denied",
                     *       "message": "Sorry, this account does not have permission or the feature is temporarily unavailable."
                     *     }
                     */
                    readonly "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with one of: username.exists, mobile.exists. */
            readonly 409: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "errorCode": "username.exists",
                     *       "message": "Sorry, the username already exists."
                     *     }
                     */
                    readonly "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with one of: request.too.large. */
            readonly 413: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "errorCode": "request.too.large",
                     *       "message": "The request is too large"
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
    readonly registerByMobile: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        /** @description The payload before encryption; on the wire it is { "value": ... } (see the encryption scheme). */
        readonly requestBody: {
            readonly content: {
                /**
                 * @example {
                 *       "registerUrl": "m.demo.example.test",
                 *       "registerMethod": "H5",
                 *       "countryDialingCode": "60",
                 *       "mobileNum": "198765432",
                 *       "verificationCode": "583920",
                 *       "type": 0
                 *     }
                 */
                readonly "application/json": components["schemas"]["RegisterByMobile"];
            };
        };
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
                     *         "userName": "60198765432"
                     *       }
                     *     }
                     */
                    readonly "application/json": {
                        /** @constant */
                        readonly success: true;
                        readonly value: components["schemas"]["RegisterValue"];
                    };
                };
            };
            /** @description Error envelope with one of: username.format, password.format, password.confirm.mismatch, email.format, name.format, field.invalid, mobile.format, mobile.invalid, verification.code.format, verification.code.invalid, captcha.required, captcha.invalid, affiliate.code.invalid, referrer.invalid, age.restricted, merchant.unknown, request.invalid, crypto.stale, crypto.replay, crypto.key.unknown, crypto.invalid. */
            readonly 400: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "errorCode": "username.format",
                     *       "message": "Account format is incorrect"
                     *     }
                     */
                    readonly "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with one of: permission.denied, region.restricted. */
            readonly 403: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "errorCode": "permission.denied",
                     *       "message": "Sorry, this account does not have permission or the feature is temporarily unavailable."
                     *     }
                     */
                    readonly "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with one of: username.exists, mobile.exists. */
            readonly 409: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "errorCode": "username.exists",
                     *       "message": "Sorry, the username already exists."
                     *     }
                     */
                    readonly "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with one of: request.too.large. */
            readonly 413: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "errorCode": "request.too.large",
                     *       "message": "The request is too large"
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
    readonly sendRegisterSms: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody: {
            readonly content: {
                /**
                 * @example {
                 *       "countryDialingCode": "60",
                 *       "mobileNum": "198765432"
                 *     }
                 */
                readonly "application/json": components["schemas"]["SmsRequest"];
            };
        };
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
                     *         "expirationTime": 1795000060000
                     *       }
                     *     }
                     */
                    readonly "application/json": {
                        /** @constant */
                        readonly success: true;
                        readonly value: components["schemas"]["SmsValue"];
                    };
                };
            };
            /** @description Error envelope with one of: mobile.format, mobile.invalid, merchant.unknown, request.invalid. */
            readonly 400: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "errorCode": "mobile.format",
                     *       "message": "Please enter a valid mobile number"
                     *     }
                     */
                    readonly "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with one of: permission.denied. */
            readonly 403: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "errorCode": "permission.denied",
                     *       "message": "Sorry, this account does not have permission or the feature is temporarily unavailable."
                     *     }
                     */
                    readonly "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with one of: request.too.large. */
            readonly 413: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "errorCode": "request.too.large",
                     *       "message": "The request is too large"
                     *     }
                     */
                    readonly "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with one of: sms.too.soon, rate.limited. */
            readonly 429: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "errorCode": "sms.too.soon",
                     *       "message": "A code was sent recently. Please wait before asking again."
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
    readonly getRegisterSettings: {
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
                     *       "value": {
                     *         "usernameRegistration": true,
                     *         "mobileRegistration": true,
                     *         "mobilePassword": true,
                     *         "mobileVerification": true,
                     *         "captcha": true,
                     *         "affiliateCode": true,
                     *         "ageThreshold": 18,
                     *         "defaultDialingCode": "60"
                     *       }
                     *     }
                     */
                    readonly "application/json": {
                        /** @constant */
                        readonly success: true;
                        readonly value: components["schemas"]["RegisterSettings"];
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
    readonly getRegisterValidation: {
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
                     *       "value": {
                     *         "username": {
                     *           "enabled": true,
                     *           "required": true,
                     *           "minLength": 6,
                     *           "maxLength": 16,
                     *           "patternId": "username"
                     *         },
                     *         "password": {
                     *           "enabled": true,
                     *           "required": true,
                     *           "minLength": 6,
                     *           "maxLength": 20,
                     *           "patternId": "password"
                     *         },
                     *         "confirmPassword": {
                     *           "enabled": true,
                     *           "required": true,
                     *           "minLength": 6,
                     *           "maxLength": 20,
                     *           "patternId": "password"
                     *         },
                     *         "mobileNum": {
                     *           "enabled": true,
                     *           "required": false,
                     *           "minLength": 7,
                     *           "maxLength": 20,
                     *           "patternId": "digits"
                     *         },
                     *         "email": {
                     *           "enabled": true,
                     *           "required": false,
                     *           "minLength": 5,
                     *           "maxLength": 255,
                     *           "patternId": "email"
                     *         },
                     *         "nickname": {
                     *           "enabled": true,
                     *           "required": false,
                     *           "minLength": 2,
                     *           "maxLength": 20,
                     *           "patternId": "name"
                     *         },
                     *         "birthday": {
                     *           "enabled": true,
                     *           "required": false,
                     *           "minLength": 10,
                     *           "maxLength": 10,
                     *           "patternId": "date"
                     *         },
                     *         "affiliateCode": {
                     *           "enabled": true,
                     *           "required": false,
                     *           "minLength": 4,
                     *           "maxLength": 16,
                     *           "patternId": "alphanumeric"
                     *         },
                     *         "captcha": {
                     *           "enabled": true,
                     *           "required": true,
                     *           "minLength": 4,
                     *           "maxLength": 6,
                     *           "patternId": "digits"
                     *         }
                     *       }
                     *     }
                     */
                    readonly "application/json": {
                        /** @constant */
                        readonly success: true;
                        readonly value: components["schemas"]["RegisterValidation"];
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
    readonly checkUsername: {
        readonly parameters: {
            readonly query: {
                readonly username: string;
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
                     *         "username": "newplayer1",
                     *         "available": true
                     *       }
                     *     }
                     */
                    readonly "application/json": {
                        /** @constant */
                        readonly success: true;
                        readonly value: components["schemas"]["UsernameAvailability"];
                    };
                };
            };
            /** @description Error envelope with one of: username.format, merchant.unknown, request.invalid. */
            readonly 400: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "errorCode": "username.format",
                     *       "message": "Account format is incorrect"
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
    readonly checkAffiliateCode: {
        readonly parameters: {
            readonly query: {
                readonly code: string;
                readonly domain?: string;
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
                     *         "affiliateCode": "AGT001",
                     *         "agentName": "agent01"
                     *       }
                     *     }
                     */
                    readonly "application/json": {
                        /** @constant */
                        readonly success: true;
                        readonly value: components["schemas"]["AffiliateCode"];
                    };
                };
            };
            /** @description Error envelope with one of: affiliate.code.invalid, referrer.invalid, merchant.unknown, request.invalid. */
            readonly 400: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "errorCode": "affiliate.code.invalid",
                     *       "message": "Invalid invitation code"
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
    readonly setPasswordByPhone: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        /** @description The payload before encryption; on the wire it is { "value": ... } (see the encryption scheme). */
        readonly requestBody: {
            readonly content: {
                /**
                 * @example {
                 *       "countryDialingCode": "60",
                 *       "mobileNum": "123456789",
                 *       "verificationCode": "583920",
                 *       "newPassword": "Newpass123"
                 *     }
                 */
                readonly "application/json": components["schemas"]["SetPasswordByPhonePayload"];
            };
        };
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
                     *         "userName": "demo01"
                     *       }
                     *     }
                     */
                    readonly "application/json": {
                        /** @constant */
                        readonly success: true;
                        readonly value: components["schemas"]["SetPasswordValue"];
                    };
                };
            };
            /** @description Error envelope with one of: mobile.format, verification.code.format, verification.code.invalid, password.format, modify.new.old.same, merchant.unknown, request.invalid, crypto.stale, crypto.replay, crypto.key.unknown, crypto.invalid. */
            readonly 400: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "errorCode": "mobile.format",
                     *       "message": "Please enter a valid mobile number"
                     *     }
                     */
                    readonly "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with one of: permission.denied. */
            readonly 403: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "errorCode": "permission.denied",
                     *       "message": "Sorry, this account does not have permission or the feature is temporarily unavailable."
                     *     }
                     */
                    readonly "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with one of: member.not.exist. */
            readonly 404: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "errorCode": "member.not.exist",
                     *       "message": "Sorry, the user does not exist or is disabled."
                     *     }
                     */
                    readonly "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with one of: request.too.large. */
            readonly 413: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "errorCode": "request.too.large",
                     *       "message": "The request is too large"
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
    readonly sendPasswordSms: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody: {
            readonly content: {
                /**
                 * @example {
                 *       "countryDialingCode": "60",
                 *       "mobileNum": "123456789"
                 *     }
                 */
                readonly "application/json": components["schemas"]["SmsRequest"];
            };
        };
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
                     *         "expirationTime": 1795000060000
                     *       }
                     *     }
                     */
                    readonly "application/json": {
                        /** @constant */
                        readonly success: true;
                        readonly value: components["schemas"]["SmsValue"];
                    };
                };
            };
            /** @description Error envelope with one of: mobile.format, mobile.invalid, merchant.unknown, request.invalid. */
            readonly 400: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "errorCode": "mobile.format",
                     *       "message": "Please enter a valid mobile number"
                     *     }
                     */
                    readonly "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with one of: permission.denied. */
            readonly 403: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "errorCode": "permission.denied",
                     *       "message": "Sorry, this account does not have permission or the feature is temporarily unavailable."
                     *     }
                     */
                    readonly "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with one of: request.too.large. */
            readonly 413: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "errorCode": "request.too.large",
                     *       "message": "The request is too large"
                     *     }
                     */
                    readonly "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with one of: sms.too.soon, rate.limited. */
            readonly 429: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "errorCode": "sms.too.soon",
                     *       "message": "A code was sent recently. Please wait before asking again."
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
    readonly recoverPasswordByEmail: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody: {
            readonly content: {
                /**
                 * @example {
                 *       "username": "demo01",
                 *       "email": "demo01@example.com"
                 *     }
                 */
                readonly "application/x-www-form-urlencoded": components["schemas"]["EmailRecoveryPayload"];
            };
        };
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
                     *       "value": true
                     *     }
                     */
                    readonly "application/json": {
                        /** @constant */
                        readonly success: true;
                        /** @enum {boolean} */
                        readonly value: true;
                    };
                };
            };
            /** @description Error envelope with one of: username.format, email.format, merchant.unknown, request.invalid. */
            readonly 400: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "errorCode": "username.format",
                     *       "message": "Account format is incorrect"
                     *     }
                     */
                    readonly "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with one of: request.too.large. */
            readonly 413: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "errorCode": "request.too.large",
                     *       "message": "The request is too large"
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
    readonly resetPassword: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody: {
            readonly content: {
                /**
                 * @example {
                 *       "token": "3q2-7wEAAQ1Ls9mZx4Lp0RtH7Hd2kQ9mZx4Lp0RtH7H",
                 *       "newPassword": "Newpass123"
                 *     }
                 */
                readonly "application/json": components["schemas"]["PasswordResetPayload"];
            };
        };
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
                     *         "userName": "demo01"
                     *       }
                     *     }
                     */
                    readonly "application/json": {
                        /** @constant */
                        readonly success: true;
                        readonly value: components["schemas"]["SetPasswordValue"];
                    };
                };
            };
            /** @description Error envelope with one of: reset.token.invalid, password.format, modify.new.old.same, merchant.unknown, request.invalid. */
            readonly 400: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "errorCode": "reset.token.invalid",
                     *       "message": "This reset link has expired or was already used. Please ask for a new one."
                     *     }
                     */
                    readonly "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with one of: request.too.large. */
            readonly 413: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "errorCode": "request.too.large",
                     *       "message": "The request is too large"
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
    readonly changePassword: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody: {
            readonly content: {
                /**
                 * @example {
                 *       "oldPassword": "Demo1234",
                 *       "newPassword": "Newpass123",
                 *       "confirmNewPassword": "Newpass123"
                 *     }
                 */
                readonly "application/json": components["schemas"]["ChangePasswordPayload"];
            };
        };
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
                     *       "value": true
                     *     }
                     */
                    readonly "application/json": {
                        /** @constant */
                        readonly success: true;
                        /** @enum {boolean} */
                        readonly value: true;
                    };
                };
            };
            /** @description Error envelope with one of: password.old.wrong, password.format, password.confirm.mismatch, modify.new.old.same, merchant.unknown, request.invalid. */
            readonly 400: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "errorCode": "password.old.wrong",
                     *       "message": "The current password is incorrect"
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
            /** @description Error envelope with one of: trial.forbidden. */
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
            /** @description Error envelope with one of: request.too.large. */
            readonly 413: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "errorCode": "request.too.large",
                     *       "message": "The request is too large"
                     *     }
                     */
                    readonly "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with one of: login.locked, rate.limited. */
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
    readonly setPaymentPassword: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody: {
            readonly content: {
                /**
                 * @example {
                 *       "paymentPassword": "246810",
                 *       "confirmPaymentPassword": "246810"
                 *     }
                 */
                readonly "application/json": components["schemas"]["PaymentPasswordPayload"];
            };
        };
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
                     *       "value": true
                     *     }
                     */
                    readonly "application/json": {
                        /** @constant */
                        readonly success: true;
                        /** @enum {boolean} */
                        readonly value: true;
                    };
                };
            };
            /** @description Error envelope with one of: payment.password.format, payment.password.wrong, password.confirm.mismatch, merchant.unknown, request.invalid. */
            readonly 400: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "errorCode": "payment.password.format",
                     *       "message": "Payment password format is incorrect"
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
            /** @description Error envelope with one of: trial.forbidden. */
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
            /** @description Error envelope with one of: payment.password.exists. */
            readonly 409: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "errorCode": "payment.password.exists",
                     *       "message": "A payment password is already set"
                     *     }
                     */
                    readonly "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with one of: request.too.large. */
            readonly 413: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "errorCode": "request.too.large",
                     *       "message": "The request is too large"
                     *     }
                     */
                    readonly "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with one of: rate.limited, login.locked. */
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
    readonly resetPaymentPassword: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody: {
            readonly content: {
                /**
                 * @example {
                 *       "password": "Demo1234",
                 *       "paymentPassword": "135790",
                 *       "confirmPaymentPassword": "135790"
                 *     }
                 */
                readonly "application/json": components["schemas"]["PaymentPasswordResetPayload"];
            };
        };
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
                     *       "value": true
                     *     }
                     */
                    readonly "application/json": {
                        /** @constant */
                        readonly success: true;
                        /** @enum {boolean} */
                        readonly value: true;
                    };
                };
            };
            /** @description Error envelope with one of: password.old.wrong, payment.password.format, password.confirm.mismatch, merchant.unknown, request.invalid. */
            readonly 400: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "errorCode": "password.old.wrong",
                     *       "message": "The current password is incorrect"
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
            /** @description Error envelope with one of: trial.forbidden. */
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
            /** @description Error envelope with one of: request.too.large. */
            readonly 413: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "errorCode": "request.too.large",
                     *       "message": "The request is too large"
                     *     }
                     */
                    readonly "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with one of: login.locked, rate.limited. */
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
    readonly getMemberInfo: {
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
                     *       "value": {
                     *         "id": 1001,
                     *         "nickname": "Demo",
                     *         "account": "demo01",
                     *         "type": 0,
                     *         "avatarUrl": "/avatars/1.png",
                     *         "vipLabel": "VIP 1",
                     *         "email": "demo01@example.com",
                     *         "countryDialingCode": "60",
                     *         "mobileNum": "*****6789",
                     *         "payeeName": "Demo Player",
                     *         "birthday": "1990-01-31",
                     *         "currency": "MYR"
                     *       }
                     *     }
                     */
                    readonly "application/json": {
                        /** @constant */
                        readonly success: true;
                        readonly value: components["schemas"]["MemberInfo"];
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
    readonly getWallet: {
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
                     *       "value": {
                     *         "sumBalance": 1234.56,
                     *         "currency": "MYR",
                     *         "currencySymbol": "RM"
                     *       }
                     *     }
                     */
                    readonly "application/json": {
                        /** @constant */
                        readonly success: true;
                        readonly value: components["schemas"]["Wallet"];
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
    readonly getHeadIcon: {
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
                     *       "value": {
                     *         "iconId": "1",
                     *         "url": "/avatars/1.png",
                     *         "choices": [
                     *           {
                     *             "iconId": "1",
                     *             "url": "/avatars/1.png"
                     *           },
                     *           {
                     *             "iconId": "2",
                     *             "url": "/avatars/2.png"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    readonly "application/json": {
                        /** @constant */
                        readonly success: true;
                        readonly value: components["schemas"]["HeadIcon"];
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
    readonly setHeadIcon: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody: {
            readonly content: {
                /**
                 * @example {
                 *       "iconId": "2"
                 *     }
                 */
                readonly "application/x-www-form-urlencoded": components["schemas"]["HeadIconForm"];
            };
        };
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
                     *       "value": true
                     *     }
                     */
                    readonly "application/json": {
                        /** @constant */
                        readonly success: true;
                        /** @enum {boolean} */
                        readonly value: true;
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
            /** @description Error envelope with one of: trial.forbidden. */
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
            /** @description Error envelope with one of: request.too.large. */
            readonly 413: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "errorCode": "request.too.large",
                     *       "message": "The request is too large"
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
    readonly setNickname: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody: {
            readonly content: {
                /**
                 * @example {
                 *       "nickname": "Lucky Demo"
                 *     }
                 */
                readonly "application/json": components["schemas"]["NicknamePayload"];
            };
        };
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
                     *       "value": true
                     *     }
                     */
                    readonly "application/json": {
                        /** @constant */
                        readonly success: true;
                        /** @enum {boolean} */
                        readonly value: true;
                    };
                };
            };
            /** @description Error envelope with one of: name.format, merchant.unknown, request.invalid. */
            readonly 400: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "errorCode": "name.format",
                     *       "message": "Name format is not valid"
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
            /** @description Error envelope with one of: trial.forbidden. */
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
            /** @description Error envelope with one of: request.too.large. */
            readonly 413: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "errorCode": "request.too.large",
                     *       "message": "The request is too large"
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
    readonly setEmail: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody: {
            readonly content: {
                /**
                 * @example {
                 *       "email": "demo01@example.com"
                 *     }
                 */
                readonly "application/json": components["schemas"]["EmailPayload"];
            };
        };
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
                     *       "value": true
                     *     }
                     */
                    readonly "application/json": {
                        /** @constant */
                        readonly success: true;
                        /** @enum {boolean} */
                        readonly value: true;
                    };
                };
            };
            /** @description Error envelope with one of: email.format, merchant.unknown, request.invalid. */
            readonly 400: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "errorCode": "email.format",
                     *       "message": "E-mail format is incorrect"
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
            /** @description Error envelope with one of: trial.forbidden. */
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
            /** @description Error envelope with one of: request.too.large. */
            readonly 413: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "errorCode": "request.too.large",
                     *       "message": "The request is too large"
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
    readonly setPayeeName: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody: {
            readonly content: {
                /**
                 * @example {
                 *       "payeeName": "Demo Player"
                 *     }
                 */
                readonly "application/json": components["schemas"]["PayeeNamePayload"];
            };
        };
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
                     *       "value": true
                     *     }
                     */
                    readonly "application/json": {
                        /** @constant */
                        readonly success: true;
                        /** @enum {boolean} */
                        readonly value: true;
                    };
                };
            };
            /** @description Error envelope with one of: name.format, merchant.unknown, request.invalid. */
            readonly 400: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "errorCode": "name.format",
                     *       "message": "Name format is not valid"
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
            /** @description Error envelope with one of: permission.denied, trial.forbidden. */
            readonly 403: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "errorCode": "permission.denied",
                     *       "message": "Sorry, this account does not have permission or the feature is temporarily unavailable."
                     *     }
                     */
                    readonly "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with one of: request.too.large. */
            readonly 413: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "errorCode": "request.too.large",
                     *       "message": "The request is too large"
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
    readonly hasWithdrawalPassword: {
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
                     *       "value": {
                     *         "hasWithdrawalPassword": false
                     *       }
                     *     }
                     */
                    readonly "application/json": {
                        /** @constant */
                        readonly success: true;
                        readonly value: components["schemas"]["WithdrawalPasswordState"];
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
    readonly getSecurityConfig: {
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
                     *       "value": {
                     *         "mobileBound": true,
                     *         "emailBound": true,
                     *         "withdrawalPasswordSet": false,
                     *         "securityQuestionSet": false,
                     *         "bankCardCount": 0
                     *       }
                     *     }
                     */
                    readonly "application/json": {
                        /** @constant */
                        readonly success: true;
                        readonly value: components["schemas"]["SecurityConfig"];
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
    readonly getSecurityQuestions: {
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
                     *       "value": {
                     *         "questions": [
                     *           {
                     *             "questionId": 1,
                     *             "text": "The name of your first school?"
                     *           },
                     *           {
                     *             "questionId": 2,
                     *             "text": "Your favourite food?"
                     *           }
                     *         ],
                     *         "answeredQuestionId": null
                     *       }
                     *     }
                     */
                    readonly "application/json": {
                        /** @constant */
                        readonly success: true;
                        readonly value: components["schemas"]["SecurityQuestions"];
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
    readonly setSecurityAnswer: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody: {
            readonly content: {
                /**
                 * @example {
                 *       "questionId": 1,
                 *       "answer": "Green Hill"
                 *     }
                 */
                readonly "application/json": components["schemas"]["SecurityAnswerPayload"];
            };
        };
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
                     *       "value": true
                     *     }
                     */
                    readonly "application/json": {
                        /** @constant */
                        readonly success: true;
                        /** @enum {boolean} */
                        readonly value: true;
                    };
                };
            };
            /** @description Error envelope with one of: field.invalid, merchant.unknown, request.invalid. */
            readonly 400: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "errorCode": "field.invalid",
                     *       "message": "Please check the highlighted field"
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
            /** @description Error envelope with one of: trial.forbidden. */
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
            /** @description Error envelope with one of: request.too.large. */
            readonly 413: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "errorCode": "request.too.large",
                     *       "message": "The request is too large"
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
    readonly listBankCards: {
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
                     *           "id": 1,
                     *           "bankName": "Maybank",
                     *           "accountName": "Demo Player",
                     *           "accountNumber": "******4321"
                     *         }
                     *       ]
                     *     }
                     */
                    readonly "application/json": {
                        /** @constant */
                        readonly success: true;
                        readonly value: readonly components["schemas"]["BankCard"][];
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
    readonly addBankCard: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody: {
            readonly content: {
                /**
                 * @example {
                 *       "bankName": "Maybank",
                 *       "accountName": "Demo Player",
                 *       "accountNumber": "1234567654321",
                 *       "paymentPassword": "246810"
                 *     }
                 */
                readonly "application/json": components["schemas"]["BankCardPayload"];
            };
        };
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
                     *         "id": 1,
                     *         "bankName": "Maybank",
                     *         "accountName": "Demo Player",
                     *         "accountNumber": "******4321"
                     *       }
                     *     }
                     */
                    readonly "application/json": {
                        /** @constant */
                        readonly success: true;
                        readonly value: components["schemas"]["BankCard"];
                    };
                };
            };
            /** @description Error envelope with one of: field.invalid, name.format, payment.password.wrong, merchant.unknown, request.invalid. */
            readonly 400: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "errorCode": "field.invalid",
                     *       "message": "Please check the highlighted field"
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
            /** @description Error envelope with one of: trial.forbidden. */
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
            /** @description Error envelope with one of: bank.card.limit. */
            readonly 409: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "errorCode": "bank.card.limit",
                     *       "message": "No more bank cards can be added"
                     *     }
                     */
                    readonly "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with one of: request.too.large. */
            readonly 413: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "errorCode": "request.too.large",
                     *       "message": "The request is too large"
                     *     }
                     */
                    readonly "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with one of: rate.limited, login.locked. */
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
    readonly getRankProgress: {
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
                     *       "value": {
                     *         "currentProgress": {
                     *           "completedConditions": 2,
                     *           "totalExpectedConditions": 3
                     *         },
                     *         "playerRankProgress": {
                     *           "labelId": "VIP1"
                     *         }
                     *       }
                     *     }
                     */
                    readonly "application/json": {
                        /** @constant */
                        readonly success: true;
                        readonly value: components["schemas"]["RankProgress"];
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
    readonly sendFeedback: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody: {
            readonly content: {
                /**
                 * @example {
                 *       "content": "The fishing games load slowly in the evening."
                 *     }
                 */
                readonly "application/json": components["schemas"]["FeedbackPayload"];
                readonly "multipart/form-data": components["schemas"]["FeedbackForm"];
            };
        };
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
                     *       "value": true
                     *     }
                     */
                    readonly "application/json": {
                        /** @constant */
                        readonly success: true;
                        /** @enum {boolean} */
                        readonly value: true;
                    };
                };
            };
            /** @description Error envelope with one of: feedback.length, image.type.invalid, image.count.exceeded, merchant.unknown, request.invalid. */
            readonly 400: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "errorCode": "feedback.length",
                     *       "message": "Feedback must be between 3 and 300 words"
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
            /** @description Error envelope with one of: permission.denied, trial.forbidden. */
            readonly 403: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "errorCode": "permission.denied",
                     *       "message": "Sorry, this account does not have permission or the feature is temporarily unavailable."
                     *     }
                     */
                    readonly "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with one of: image.too.large, request.too.large. */
            readonly 413: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "errorCode": "request.too.large",
                     *       "message": "The request is too large"
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
    readonly applyForPromotion: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody: {
            readonly content: {
                readonly "multipart/form-data": components["schemas"]["PromotionApplicationForm"];
            };
        };
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
                     *         "promotionId": 21,
                     *         "state": "applying"
                     *       }
                     *     }
                     */
                    readonly "application/json": {
                        /** @constant */
                        readonly success: true;
                        readonly value: components["schemas"]["PromotionStateValue"];
                    };
                };
            };
            /** @description Error envelope with one of: comment.too.long, image.type.invalid, image.count.exceeded, merchant.unknown, request.invalid. */
            readonly 400: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "errorCode": "comment.too.long",
                     *       "message": "The comment must be at most 140 characters"
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
            /** @description Error envelope with one of: trial.forbidden. */
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
            /** @description Error envelope with one of: promotion.state.invalid. */
            readonly 409: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "errorCode": "promotion.state.invalid",
                     *       "message": "This promotion cannot be joined or claimed now"
                     *     }
                     */
                    readonly "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with one of: image.too.large, request.too.large. */
            readonly 413: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "errorCode": "image.too.large",
                     *       "message": "Each image must be 5 MB or less"
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
    readonly claimPromotion: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody: {
            readonly content: {
                /**
                 * @example {
                 *       "promotionId": 27
                 *     }
                 */
                readonly "application/json": components["schemas"]["PromotionClaimPayload"];
            };
        };
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
                     *         "promotionId": 27,
                     *         "state": "claimed"
                     *       }
                     *     }
                     */
                    readonly "application/json": {
                        /** @constant */
                        readonly success: true;
                        readonly value: components["schemas"]["PromotionStateValue"];
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
            /** @description Error envelope with one of: trial.forbidden. */
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
            /** @description Error envelope with one of: promotion.state.invalid. */
            readonly 409: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "errorCode": "promotion.state.invalid",
                     *       "message": "This promotion cannot be joined or claimed now"
                     *     }
                     */
                    readonly "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with one of: request.too.large. */
            readonly 413: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "errorCode": "request.too.large",
                     *       "message": "The request is too large"
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
    readonly getInboxUnread: {
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
                     *       "value": 2
                     *     }
                     */
                    readonly "application/json": {
                        /** @constant */
                        readonly success: true;
                        readonly value: number;
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
    readonly markAnnouncementRead: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody: {
            readonly content: {
                /**
                 * @example {
                 *       "announcementId": 3,
                 *       "read": true
                 *     }
                 */
                readonly "application/json": components["schemas"]["MarkReadPayload"];
            };
        };
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
                     *       "value": true
                     *     }
                     */
                    readonly "application/json": {
                        /** @constant */
                        readonly success: true;
                        /** @enum {boolean} */
                        readonly value: true;
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
            /** @description Error envelope with one of: trial.forbidden. */
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
            /** @description Error envelope with one of: request.too.large. */
            readonly 413: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "errorCode": "request.too.large",
                     *       "message": "The request is too large"
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
    readonly getSystemStatus: {
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
                    readonly "application/json": {
                        /** @constant */
                        readonly success: true;
                        readonly value: components["schemas"]["SystemStatus"];
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
        };
    };
    readonly getPublicKey: {
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
                     *       "value": {
                     *         "keyId": "k2026-11-21",
                     *         "algorithm": "RSA-OAEP-256",
                     *         "spki": "MIIBojANBgkqhkiG9w0BAQEFAAOCAY8AMIIBigKCAYEA"
                     *       }
                     *     }
                     */
                    readonly "application/json": {
                        /** @constant */
                        readonly success: true;
                        readonly value: components["schemas"]["PublicKey"];
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
        };
    };
    readonly getWhitelabel: {
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
                     *       "value": {
                     *         "switches": {
                     *           "PTSYS3": true,
                     *           "MANPLAYREB3": true,
                     *           "CHNGPASSVERIF3": true,
                     *           "CBS3": true,
                     *           "REG3": true
                     *         },
                     *         "templates": {
                     *           "mem_cen": 1,
                     *           "dep_func": 1
                     *         },
                     *         "settings": {
                     *           "ageThreshold": 18,
                     *           "mobileCodeLogin": true,
                     *           "mailPasswordRecovery": true,
                     *           "vip": true,
                     *           "socialLogin": {
                     *             "facebook": false,
                     *             "google": false
                     *           },
                     *           "currency": {
                     *             "code": "MYR",
                     *             "symbol": "RM"
                     *           },
                     *           "socialLinks": [
                     *             {
                     *               "type": "TELEGRAM",
                     *               "url": "https://t.me/demo"
                     *             }
                     *           ]
                     *         }
                     *       }
                     *     }
                     */
                    readonly "application/json": {
                        /** @constant */
                        readonly success: true;
                        readonly value: components["schemas"]["Whitelabel"];
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
        };
    };
    readonly getImageCdns: {
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
                     *       "value": {
                     *         "cdns": [
                     *           "/",
                     *           "/art/mirror"
                     *         ],
                     *         "fallback": "/"
                     *       }
                     *     }
                     */
                    readonly "application/json": {
                        /** @constant */
                        readonly success: true;
                        readonly value: components["schemas"]["ImageCdns"];
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
    readonly getCustomerService: {
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
                     *       "value": {
                     *         "pathKey": "q9mN0vA1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8s",
                     *         "list": [
                     *           {
                     *             "title": "Live chat",
                     *             "path": "hT3kq0Xo2cJ9yFv8WbN1mR4sZaE6uP7d"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    readonly "application/json": {
                        /** @constant */
                        readonly success: true;
                        readonly value: components["schemas"]["CustomerService"];
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
        };
    };
    readonly getDownloadLinks: {
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
                     *       "value": {
                     *         "IOS": {
                     *           "url": "https://apps.example.test/demo.ipa"
                     *         },
                     *         "Android": {
                     *           "url": "https://apps.example.test/demo.apk"
                     *         }
                     *       }
                     *     }
                     */
                    readonly "application/json": {
                        /** @constant */
                        readonly success: true;
                        readonly value: components["schemas"]["DownloadLinks"];
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
        };
    };
    readonly getAnnouncements: {
        readonly parameters: {
            readonly query: {
                /** @description e.g. B,PL,PU or B,PL,PU,PR,H or Promotion. */
                readonly types: string;
                /** @description Banner group, e.g. m_home, or a banner type such as m_live. */
                readonly groupName?: string;
                readonly platform?: "M";
                /** @description Defaults to the Merchant header. */
                readonly merchantCode?: string;
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
                     *         "promotion": [],
                     *         "banners": [
                     *           {
                     *             "id": 7,
                     *             "url": "https://cdn.example.test/banners/home-1.jpg",
                     *             "type": "m_home",
                     *             "linkUrl": "/m/activity?id=21",
                     *             "sequence": 1
                     *           }
                     *         ],
                     *         "player": [
                     *           {
                     *             "id": 3,
                     *             "title": "Scheduled maintenance",
                     *             "content": "<p>Slots from vendor PG are down on Sunday 02:00-04:00.</p>",
                     *             "startDate": "2026-11-20T00:00:00Z",
                     *             "read": false
                     *           }
                     *         ],
                     *         "popup": [],
                     *         "hot": []
                     *       }
                     *     }
                     */
                    readonly "application/json": {
                        /** @constant */
                        readonly success: true;
                        readonly value: components["schemas"]["Announcements"];
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
    readonly listNotices: {
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
                     *           "id": 3,
                     *           "title": "Scheduled maintenance",
                     *           "content": "<p>Slots from vendor PG are down on Sunday 02:00-04:00.</p>",
                     *           "startDate": "2026-11-20T00:00:00Z",
                     *           "read": false
                     *         }
                     *       ]
                     *     }
                     */
                    readonly "application/json": {
                        /** @constant */
                        readonly success: true;
                        readonly value: readonly components["schemas"]["Notice"][];
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
    readonly listPopularAnnouncements: {
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
                     *           "id": 3,
                     *           "title": "Scheduled maintenance",
                     *           "content": "<p>Slots from vendor PG are down on Sunday 02:00-04:00.</p>",
                     *           "startDate": "2026-11-20T00:00:00Z",
                     *           "read": false
                     *         }
                     *       ]
                     *     }
                     */
                    readonly "application/json": {
                        /** @constant */
                        readonly success: true;
                        readonly value: readonly components["schemas"]["Notice"][];
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
    readonly listPromotions: {
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
                     *           "id": 21,
                     *           "title": "First deposit bonus",
                     *           "content": "<p>A 100% bonus on your first deposit, up to MYR 500.</p>",
                     *           "startDate": "2024-01-02T00:00:00Z",
                     *           "endDate": "2028-02-10T00:00:00Z",
                     *           "noExpiry": 0,
                     *           "announcementImages": [
                     *             {
                     *               "url": "/art/v1/promotion/21-cover.svg",
                     *               "sequence": 1
                     *             }
                     *           ],
                     *           "promoAnnouncementCategoryIds": [
                     *             "MANUAL"
                     *           ],
                     *           "participation": "apply",
                     *           "state": "applying"
                     *         }
                     *       ]
                     *     }
                     */
                    readonly "application/json": {
                        /** @constant */
                        readonly success: true;
                        readonly value: readonly components["schemas"]["MemberPromotion"][];
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
    readonly listPromotionCategories: {
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
                     *           "category": "LOGIN",
                     *           "enabled": true,
                     *           "count": 2
                     *         },
                     *         {
                     *           "category": "REFERRAL",
                     *           "enabled": true,
                     *           "count": 1
                     *         }
                     *       ]
                     *     }
                     */
                    readonly "application/json": {
                        /** @constant */
                        readonly success: true;
                        readonly value: readonly components["schemas"]["PromotionCategoryCount"][];
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
    readonly getHelpCentre: {
        readonly parameters: {
            readonly query?: {
                readonly device?: "MOBILE";
                /** @description Language code; defaults to the Language header. */
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
                     *           "title": "Deposits",
                     *           "content": "<p>How to deposit.</p>",
                     *           "tag": "deposit",
                     *           "children": [
                     *             {
                     *               "title": "Bank transfer",
                     *               "content": "<p>Steps.</p>",
                     *               "tag": "deposit-bank",
                     *               "children": []
                     *             }
                     *           ]
                     *         }
                     *       ]
                     *     }
                     */
                    readonly "application/json": {
                        /** @constant */
                        readonly success: true;
                        readonly value: readonly components["schemas"]["HelpItem"][];
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
    readonly listGames: {
        readonly parameters: {
            readonly query?: {
                readonly platform?: "html5";
                readonly gameName?: string;
                readonly gameType?: components["schemas"]["GameType"];
                readonly pageNo?: number;
                /** @description Page size, 18 by default. */
                readonly pageSize?: number;
                readonly vassalage?: string;
                /** @description A classification such as NEW, HOT or a vendor theme; BG for bingo. */
                readonly gameClassify?: string;
                readonly minBet?: number;
                readonly minLine?: number;
                /** @description 1 for new games only. */
                readonly isNew?: 0 | 1;
                /** @description Language code; defaults to the Language header. */
                readonly language?: string;
                /** @description Always 2 (mobile). */
                readonly clientType?: 2;
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
                     *         "games": [
                     *           {
                     *             "nodeId": "10234",
                     *             "gameId": "PG-fortune-tiger",
                     *             "vassalage": "PG",
                     *             "gameType": "RNG",
                     *             "gameName": "Fortune Tiger",
                     *             "nodeName": "Fortune Tiger",
                     *             "gameCode": "fortune-tiger",
                     *             "showIcon": true,
                     *             "iconUrl": "https://cdn.example.test/games/pg/fortune-tiger.png",
                     *             "playType": "ent",
                     *             "supportPlay": true,
                     *             "gameClassify": [
                     *               "HOT",
                     *               "NEW"
                     *             ],
                     *             "isNew": true,
                     *             "isHot": true,
                     *             "minBet": 0.2,
                     *             "minLine": 1
                     *           }
                     *         ],
                     *         "pageNum": 1,
                     *         "totalPages": 12,
                     *         "totalCount": 211
                     *       }
                     *     }
                     */
                    readonly "application/json": {
                        /** @constant */
                        readonly success: true;
                        readonly value: components["schemas"]["GameList"];
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
    readonly listVendorGameTypes: {
        readonly parameters: {
            readonly query?: {
                readonly typeId?: number;
                readonly merchant_code?: string;
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
                     *           "vassalage": "PG",
                     *           "gameTypes": [
                     *             "RNG"
                     *           ]
                     *         }
                     *       ]
                     *     }
                     */
                    readonly "application/json": {
                        /** @constant */
                        readonly success: true;
                        readonly value: readonly components["schemas"]["VendorGameTypes"][];
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
    readonly listVendors: {
        readonly parameters: {
            readonly query?: {
                readonly typeId?: number;
                readonly merchantCode?: string;
                readonly gameType?: components["schemas"]["GameType"];
                /** @description Bypass the gateway cache. */
                readonly refresh?: boolean;
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
                     *           "vassalage": "PG",
                     *           "displayName": "PG Soft",
                     *           "gameType": "RNG",
                     *           "mobileLargeIcon": "/vendors/PG.png",
                     *           "isHot": true
                     *         }
                     *       ]
                     *     }
                     */
                    readonly "application/json": {
                        /** @constant */
                        readonly success: true;
                        readonly value: readonly components["schemas"]["Vendor"][];
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
    readonly listVendorCategories: {
        readonly parameters: {
            readonly query?: {
                /** @description Language code; defaults to the Language header. */
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
                     *           "gameCategory": "RNG",
                     *           "vendorNames": [
                     *             {
                     *               "vassalage": "PG",
                     *               "displayName": "PG Soft",
                     *               "isHot": true
                     *             }
                     *           ],
                     *           "gameClassify": [
                     *             "HOT",
                     *             "NEW"
                     *           ],
                     *           "listType": true
                     *         }
                     *       ]
                     *     }
                     */
                    readonly "application/json": {
                        /** @constant */
                        readonly success: true;
                        readonly value: readonly components["schemas"]["VendorCategory"][];
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
    readonly listHotGames: {
        readonly parameters: {
            readonly query?: {
                readonly isPlatform?: 2;
                /** @description Language code; defaults to the Language header. */
                readonly language?: string;
                readonly platform?: "html5";
                readonly merchantCode?: string;
                readonly refresh?: boolean;
                readonly pageNo?: number;
                readonly pageSize?: number;
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
                     *         "games": [
                     *           {
                     *             "nodeId": "10234",
                     *             "gameId": "PG-fortune-tiger",
                     *             "vassalage": "PG",
                     *             "gameType": "RNG",
                     *             "gameName": "Fortune Tiger",
                     *             "nodeName": "Fortune Tiger",
                     *             "gameCode": "fortune-tiger",
                     *             "showIcon": true,
                     *             "iconUrl": "https://cdn.example.test/games/pg/fortune-tiger.png",
                     *             "playType": "ent",
                     *             "supportPlay": true,
                     *             "gameClassify": [
                     *               "HOT",
                     *               "NEW"
                     *             ],
                     *             "isNew": true,
                     *             "isHot": true,
                     *             "minBet": 0.2,
                     *             "minLine": 1
                     *           }
                     *         ],
                     *         "pageNum": 1,
                     *         "totalPages": 2,
                     *         "totalCount": 80
                     *       }
                     *     }
                     */
                    readonly "application/json": {
                        /** @constant */
                        readonly success: true;
                        readonly value: components["schemas"]["GameList"];
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
    readonly listWinners: {
        readonly parameters: {
            readonly query?: {
                readonly gameCategory?: string;
                /** @description Language code; defaults to the Language header. */
                readonly language?: string;
                readonly limitNum?: number;
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
                     *           "customerName": "de***01",
                     *           "winAmount": 8888.88,
                     *           "gameName": "Fortune Tiger",
                     *           "iconUrl": "https://cdn.example.test/games/pg/fortune-tiger.png",
                     *           "vo": {
                     *             "winAmount": 8888.88
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    readonly "application/json": {
                        /** @constant */
                        readonly success: true;
                        readonly value: readonly components["schemas"]["Winner"][];
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
    readonly listFavourites: {
        readonly parameters: {
            readonly query?: {
                readonly pageNo?: number;
                readonly gameType?: components["schemas"]["GameType"];
                /** @description Vendor code (vassalage). */
                readonly vendor?: string;
                readonly pageSize?: number;
                /** @description Language code; defaults to the Language header. */
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
                     *       "value": {
                     *         "list": [
                     *           {
                     *             "nodeId": "10234",
                     *             "gameId": "PG-fortune-tiger",
                     *             "vassalage": "PG",
                     *             "gameType": "RNG",
                     *             "gameName": "Fortune Tiger",
                     *             "nodeName": "Fortune Tiger",
                     *             "gameCode": "fortune-tiger",
                     *             "showIcon": true,
                     *             "iconUrl": "https://cdn.example.test/games/pg/fortune-tiger.png",
                     *             "playType": "ent",
                     *             "supportPlay": true,
                     *             "gameClassify": [
                     *               "HOT",
                     *               "NEW"
                     *             ],
                     *             "isNew": true,
                     *             "isHot": true,
                     *             "minBet": 0.2,
                     *             "minLine": 1
                     *           }
                     *         ],
                     *         "pageNum": 1,
                     *         "totalPages": 1,
                     *         "totalCount": 1
                     *       }
                     *     }
                     */
                    readonly "application/json": {
                        /** @constant */
                        readonly success: true;
                        readonly value: components["schemas"]["FavouriteList"];
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
    readonly listFavouriteIds: {
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
                     *         "10234",
                     *         "10561"
                     *       ]
                     *     }
                     */
                    readonly "application/json": {
                        /** @constant */
                        readonly success: true;
                        readonly value: readonly string[];
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
    readonly addFavourite: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody: {
            readonly content: {
                /**
                 * @example {
                 *       "nodeId": "10234",
                 *       "vendor": "PG"
                 *     }
                 */
                readonly "application/json": components["schemas"]["FavouritePayload"];
            };
        };
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
                     *       "value": true
                     *     }
                     */
                    readonly "application/json": {
                        /** @constant */
                        readonly success: true;
                        /** @enum {boolean} */
                        readonly value: true;
                    };
                };
            };
            /** @description Error envelope with one of: favourite.unsupported, merchant.unknown, request.invalid. */
            readonly 400: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "errorCode": "favourite.unsupported",
                     *       "message": "Lottery games cannot be added to favourites"
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
            /** @description Error envelope with one of: trial.forbidden, region.restricted. */
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
            /** @description Error envelope with one of: request.too.large. */
            readonly 413: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "errorCode": "request.too.large",
                     *       "message": "The request is too large"
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
    readonly removeFavourite: {
        readonly parameters: {
            readonly query: {
                readonly nodeId: string;
                readonly vendor: string;
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
                     *       "value": true
                     *     }
                     */
                    readonly "application/json": {
                        /** @constant */
                        readonly success: true;
                        /** @enum {boolean} */
                        readonly value: true;
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
            /** @description Error envelope with one of: trial.forbidden, region.restricted. */
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
    readonly addRecentGame: {
        readonly parameters: {
            readonly query: {
                readonly nodeId: string;
                /** @description Vendor code (vassalage). */
                readonly vendor?: string;
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
                     *       "value": true
                     *     }
                     */
                    readonly "application/json": {
                        /** @constant */
                        readonly success: true;
                        /** @enum {boolean} */
                        readonly value: true;
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
    readonly listRecentGames: {
        readonly parameters: {
            readonly query?: {
                readonly page?: number;
                /** @description Page size, 18 by default. */
                readonly pageSize?: number;
                readonly gameType?: components["schemas"]["GameType"];
                /** @description Vendor code (vassalage). */
                readonly vendor?: string;
                /** @description Language code; defaults to the Language header. */
                readonly language?: string;
                /** @description Always 2 (mobile). */
                readonly clientType?: 2;
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
                     *         "list": [
                     *           {
                     *             "nodeId": "10234",
                     *             "gameId": "PG-fortune-tiger",
                     *             "vassalage": "PG",
                     *             "gameType": "RNG",
                     *             "gameName": "Fortune Tiger",
                     *             "nodeName": "Fortune Tiger",
                     *             "gameCode": "fortune-tiger",
                     *             "showIcon": true,
                     *             "iconUrl": "https://cdn.example.test/games/pg/fortune-tiger.png",
                     *             "playType": "ent",
                     *             "supportPlay": true,
                     *             "gameClassify": [
                     *               "HOT",
                     *               "NEW"
                     *             ],
                     *             "isNew": true,
                     *             "isHot": true,
                     *             "minBet": 0.2,
                     *             "minLine": 1
                     *           }
                     *         ],
                     *         "pageNum": 1,
                     *         "totalPages": 1
                     *       }
                     *     }
                     */
                    readonly "application/json": {
                        /** @constant */
                        readonly success: true;
                        readonly value: components["schemas"]["RecentList"];
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
    readonly launchChat: {
        readonly parameters: {
            readonly query?: {
                readonly b2c?: 1;
                /** @description CN when the interface language contains CN. */
                readonly language?: string;
                readonly backUrl?: string;
                readonly headerColor?: string;
                readonly title?: string;
                readonly template?: "v2";
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
                     *         "url": "https://chat.example.test/room?ticket=abc"
                     *       }
                     *     }
                     */
                    readonly "application/json": {
                        /** @constant */
                        readonly success: true;
                        readonly value: components["schemas"]["ChatLaunch"];
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
            /** @description Error envelope with one of: permission.denied, trial.forbidden. */
            readonly 403: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "errorCode": "permission.denied",
                     *       "message": "Sorry, this account does not have permission or the feature is temporarily unavailable."
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
    readonly getChatUnread: {
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
                     *       "value": {
                     *         "unReadCount": 3
                     *       }
                     *     }
                     */
                    readonly "application/json": {
                        /** @constant */
                        readonly success: true;
                        readonly value: components["schemas"]["UnreadCount"];
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
            /** @description Error envelope with one of: permission.denied. */
            readonly 403: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "errorCode": "permission.denied",
                     *       "message": "Sorry, this account does not have permission or the feature is temporarily unavailable."
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
    readonly listLiveModels: {
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
                     *           "id": 1,
                     *           "name": "Mia",
                     *           "avatarUrl": "/models/1.png",
                     *           "online": true
                     *         }
                     *       ]
                     *     }
                     */
                    readonly "application/json": {
                        /** @constant */
                        readonly success: true;
                        readonly value: readonly components["schemas"]["LiveModel"][];
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
            /** @description Error envelope with one of: permission.denied. */
            readonly 403: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "errorCode": "permission.denied",
                     *       "message": "Sorry, this account does not have permission or the feature is temporarily unavailable."
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
    readonly checkContracts: {
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
                     *       "value": {
                     *         "dailysalreqtype": true,
                     *         "divtypecompperiodreq": false,
                     *         "contracthoursalreq": false
                     *       }
                     *     }
                     */
                    readonly "application/json": {
                        /** @constant */
                        readonly success: true;
                        readonly value: components["schemas"]["ContractCheck"];
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
    readonly listDownline: {
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
                     *           "userName": "demo01",
                     *           "type": 0,
                     *           "registeredAt": 1790000000000
                     *         }
                     *       ]
                     *     }
                     */
                    readonly "application/json": {
                        /** @constant */
                        readonly success: true;
                        readonly value: readonly components["schemas"]["Downline"][];
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
            /** @description Error envelope with one of: permission.denied. */
            readonly 403: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "errorCode": "permission.denied",
                     *       "message": "Sorry, this account does not have permission or the feature is temporarily unavailable."
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
    readonly getDailySalaryContract: {
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
                     *       "value": {
                     *         "proposed": [],
                     *         "received": [
                     *           {
                     *             "id": 1,
                     *             "kind": "daily",
                     *             "agent": "agent01",
                     *             "member": "demo01",
                     *             "rate": 0.5,
                     *             "threshold": 1000,
                     *             "period": "day",
                     *             "status": "pending",
                     *             "proposedAt": 1795000000000,
                     *             "reviewedAt": null
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    readonly "application/json": {
                        /** @constant */
                        readonly success: true;
                        readonly value: components["schemas"]["Contracts"];
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
            /** @description Error envelope with one of: trial.forbidden. */
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
    readonly proposeDailySalaryContract: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody: {
            readonly content: {
                /**
                 * @example {
                 *       "member": "demo01",
                 *       "rate": 0.5,
                 *       "threshold": 1000,
                 *       "period": "day"
                 *     }
                 */
                readonly "application/json": components["schemas"]["ContractProposal"];
            };
        };
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
                     *         "id": 1,
                     *         "kind": "daily",
                     *         "agent": "agent01",
                     *         "member": "demo01",
                     *         "rate": 0.5,
                     *         "threshold": 1000,
                     *         "period": "day",
                     *         "status": "pending",
                     *         "proposedAt": 1795000000000,
                     *         "reviewedAt": null
                     *       }
                     *     }
                     */
                    readonly "application/json": {
                        /** @constant */
                        readonly success: true;
                        readonly value: components["schemas"]["Contract"];
                    };
                };
            };
            /** @description Error envelope with one of: field.invalid, merchant.unknown, request.invalid. */
            readonly 400: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "errorCode": "field.invalid",
                     *       "message": "Please check the highlighted field"
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
            /** @description Error envelope with one of: permission.denied, agent.info.incorrect. */
            readonly 403: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "errorCode": "permission.denied",
                     *       "message": "Sorry, this account does not have permission or the feature is temporarily unavailable."
                     *     }
                     */
                    readonly "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with one of: contract.exists. */
            readonly 409: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "errorCode": "contract.exists",
                     *       "message": "A contract is already awaiting review"
                     *     }
                     */
                    readonly "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with one of: request.too.large. */
            readonly 413: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "errorCode": "request.too.large",
                     *       "message": "The request is too large"
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
    readonly processDailySalaryContract: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody: {
            readonly content: {
                /**
                 * @example {
                 *       "contractId": 1,
                 *       "decision": "accept"
                 *     }
                 */
                readonly "application/json": components["schemas"]["ContractReview"];
            };
        };
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
                     *         "id": 1,
                     *         "kind": "daily",
                     *         "agent": "agent01",
                     *         "member": "demo01",
                     *         "rate": 0.5,
                     *         "threshold": 1000,
                     *         "period": "day",
                     *         "status": "accepted",
                     *         "proposedAt": 1795000000000,
                     *         "reviewedAt": 1795000100000
                     *       }
                     *     }
                     */
                    readonly "application/json": {
                        /** @constant */
                        readonly success: true;
                        readonly value: components["schemas"]["Contract"];
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
            /** @description Error envelope with one of: trial.forbidden. */
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
            /** @description Error envelope with one of: contract.state.invalid. */
            readonly 409: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "errorCode": "contract.state.invalid",
                     *       "message": "This contract has already been reviewed"
                     *     }
                     */
                    readonly "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with one of: request.too.large. */
            readonly 413: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "errorCode": "request.too.large",
                     *       "message": "The request is too large"
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
    readonly getHourSalaryContract: {
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
                     *       "value": {
                     *         "proposed": [],
                     *         "received": [
                     *           {
                     *             "id": 1,
                     *             "kind": "hourly",
                     *             "agent": "agent01",
                     *             "member": "demo01",
                     *             "rate": 0.5,
                     *             "threshold": 1000,
                     *             "period": "hour",
                     *             "status": "pending",
                     *             "proposedAt": 1795000000000,
                     *             "reviewedAt": null
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    readonly "application/json": {
                        /** @constant */
                        readonly success: true;
                        readonly value: components["schemas"]["Contracts"];
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
            /** @description Error envelope with one of: trial.forbidden. */
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
    readonly proposeHourSalaryContract: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody: {
            readonly content: {
                /**
                 * @example {
                 *       "member": "demo01",
                 *       "rate": 0.5,
                 *       "threshold": 1000,
                 *       "period": "hour"
                 *     }
                 */
                readonly "application/json": components["schemas"]["ContractProposal"];
            };
        };
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
                     *         "id": 1,
                     *         "kind": "hourly",
                     *         "agent": "agent01",
                     *         "member": "demo01",
                     *         "rate": 0.5,
                     *         "threshold": 1000,
                     *         "period": "hour",
                     *         "status": "pending",
                     *         "proposedAt": 1795000000000,
                     *         "reviewedAt": null
                     *       }
                     *     }
                     */
                    readonly "application/json": {
                        /** @constant */
                        readonly success: true;
                        readonly value: components["schemas"]["Contract"];
                    };
                };
            };
            /** @description Error envelope with one of: field.invalid, merchant.unknown, request.invalid. */
            readonly 400: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "errorCode": "field.invalid",
                     *       "message": "Please check the highlighted field"
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
            /** @description Error envelope with one of: permission.denied, agent.info.incorrect. */
            readonly 403: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "errorCode": "permission.denied",
                     *       "message": "Sorry, this account does not have permission or the feature is temporarily unavailable."
                     *     }
                     */
                    readonly "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with one of: contract.exists. */
            readonly 409: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "errorCode": "contract.exists",
                     *       "message": "A contract is already awaiting review"
                     *     }
                     */
                    readonly "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with one of: request.too.large. */
            readonly 413: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "errorCode": "request.too.large",
                     *       "message": "The request is too large"
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
    readonly processHourSalaryContract: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody: {
            readonly content: {
                /**
                 * @example {
                 *       "contractId": 1,
                 *       "decision": "accept"
                 *     }
                 */
                readonly "application/json": components["schemas"]["ContractReview"];
            };
        };
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
                     *         "id": 1,
                     *         "kind": "hourly",
                     *         "agent": "agent01",
                     *         "member": "demo01",
                     *         "rate": 0.5,
                     *         "threshold": 1000,
                     *         "period": "hour",
                     *         "status": "accepted",
                     *         "proposedAt": 1795000000000,
                     *         "reviewedAt": 1795000100000
                     *       }
                     *     }
                     */
                    readonly "application/json": {
                        /** @constant */
                        readonly success: true;
                        readonly value: components["schemas"]["Contract"];
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
            /** @description Error envelope with one of: trial.forbidden. */
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
            /** @description Error envelope with one of: contract.state.invalid. */
            readonly 409: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "errorCode": "contract.state.invalid",
                     *       "message": "This contract has already been reviewed"
                     *     }
                     */
                    readonly "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with one of: request.too.large. */
            readonly 413: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "errorCode": "request.too.large",
                     *       "message": "The request is too large"
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
    readonly getDividendContract: {
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
                     *       "value": {
                     *         "proposed": [],
                     *         "received": [
                     *           {
                     *             "id": 1,
                     *             "kind": "dividend",
                     *             "agent": "agent01",
                     *             "member": "demo01",
                     *             "rate": 0.5,
                     *             "threshold": 1000,
                     *             "period": "month",
                     *             "status": "pending",
                     *             "proposedAt": 1795000000000,
                     *             "reviewedAt": null
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    readonly "application/json": {
                        /** @constant */
                        readonly success: true;
                        readonly value: components["schemas"]["Contracts"];
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
            /** @description Error envelope with one of: trial.forbidden. */
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
    readonly proposeDividendContract: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody: {
            readonly content: {
                /**
                 * @example {
                 *       "member": "demo01",
                 *       "rate": 0.5,
                 *       "threshold": 1000,
                 *       "period": "month"
                 *     }
                 */
                readonly "application/json": components["schemas"]["ContractProposal"];
            };
        };
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
                     *         "id": 1,
                     *         "kind": "dividend",
                     *         "agent": "agent01",
                     *         "member": "demo01",
                     *         "rate": 0.5,
                     *         "threshold": 1000,
                     *         "period": "month",
                     *         "status": "pending",
                     *         "proposedAt": 1795000000000,
                     *         "reviewedAt": null
                     *       }
                     *     }
                     */
                    readonly "application/json": {
                        /** @constant */
                        readonly success: true;
                        readonly value: components["schemas"]["Contract"];
                    };
                };
            };
            /** @description Error envelope with one of: field.invalid, merchant.unknown, request.invalid. */
            readonly 400: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "errorCode": "field.invalid",
                     *       "message": "Please check the highlighted field"
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
            /** @description Error envelope with one of: permission.denied, agent.info.incorrect. */
            readonly 403: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "errorCode": "permission.denied",
                     *       "message": "Sorry, this account does not have permission or the feature is temporarily unavailable."
                     *     }
                     */
                    readonly "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with one of: contract.exists. */
            readonly 409: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "errorCode": "contract.exists",
                     *       "message": "A contract is already awaiting review"
                     *     }
                     */
                    readonly "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with one of: request.too.large. */
            readonly 413: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "errorCode": "request.too.large",
                     *       "message": "The request is too large"
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
    readonly processDividendContract: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody: {
            readonly content: {
                /**
                 * @example {
                 *       "contractId": 1,
                 *       "decision": "accept"
                 *     }
                 */
                readonly "application/json": components["schemas"]["ContractReview"];
            };
        };
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
                     *         "id": 1,
                     *         "kind": "dividend",
                     *         "agent": "agent01",
                     *         "member": "demo01",
                     *         "rate": 0.5,
                     *         "threshold": 1000,
                     *         "period": "month",
                     *         "status": "accepted",
                     *         "proposedAt": 1795000000000,
                     *         "reviewedAt": 1795000100000
                     *       }
                     *     }
                     */
                    readonly "application/json": {
                        /** @constant */
                        readonly success: true;
                        readonly value: components["schemas"]["Contract"];
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
            /** @description Error envelope with one of: trial.forbidden. */
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
            /** @description Error envelope with one of: contract.state.invalid. */
            readonly 409: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "errorCode": "contract.state.invalid",
                     *       "message": "This contract has already been reviewed"
                     *     }
                     */
                    readonly "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with one of: request.too.large. */
            readonly 413: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "errorCode": "request.too.large",
                     *       "message": "The request is too large"
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
