/**
 * Schema migrations, applied in order, each once. Never edit a released migration: add the next one.
 */
export interface Migration {
  id: number;
  name: string;
  sql: string;
}

export const MIGRATIONS: readonly Migration[] = [
  {
    id: 1,
    name: 'merchants',
    sql: `
      CREATE TABLE merchant (
        code TEXT PRIMARY KEY CHECK (length(code) BETWEEN 2 AND 32),
        name TEXT NOT NULL,
        maintenance INTEGER NOT NULL DEFAULT 0 CHECK (maintenance IN (0, 1)),
        region_restriction INTEGER NOT NULL DEFAULT 0 CHECK (region_restriction IN (0, 1)),
        age_threshold INTEGER NOT NULL DEFAULT 18 CHECK (age_threshold IN (18, 21)),
        currency TEXT NOT NULL DEFAULT 'MYR',
        created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
      ) STRICT;
    `,
  },
  {
    id: 2,
    name: 'platform',
    sql: `
      CREATE TABLE merchant_switch (
        merchant_code TEXT NOT NULL REFERENCES merchant (code) ON DELETE CASCADE,
        module_id TEXT NOT NULL,
        enabled INTEGER NOT NULL CHECK (enabled IN (0, 1)),
        PRIMARY KEY (merchant_code, module_id)
      ) STRICT, WITHOUT ROWID;

      CREATE TABLE template_switch (
        merchant_code TEXT NOT NULL REFERENCES merchant (code) ON DELETE CASCADE,
        name TEXT NOT NULL,
        value TEXT NOT NULL,
        PRIMARY KEY (merchant_code, name)
      ) STRICT, WITHOUT ROWID;

      CREATE TABLE merchant_setting (
        merchant_code TEXT NOT NULL REFERENCES merchant (code) ON DELETE CASCADE,
        name TEXT NOT NULL,
        value TEXT NOT NULL,
        PRIMARY KEY (merchant_code, name)
      ) STRICT, WITHOUT ROWID;

      CREATE TABLE registration_field (
        merchant_code TEXT NOT NULL REFERENCES merchant (code) ON DELETE CASCADE,
        field TEXT NOT NULL,
        enabled INTEGER NOT NULL CHECK (enabled IN (0, 1)),
        required INTEGER NOT NULL CHECK (required IN (0, 1)),
        min_length INTEGER NOT NULL CHECK (min_length >= 0),
        max_length INTEGER NOT NULL CHECK (max_length >= min_length),
        pattern_id TEXT NOT NULL,
        sort INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (merchant_code, field)
      ) STRICT, WITHOUT ROWID;

      CREATE TABLE member (
        id INTEGER PRIMARY KEY,
        merchant_code TEXT NOT NULL REFERENCES merchant (code) ON DELETE CASCADE,
        username TEXT NOT NULL COLLATE NOCASE,
        password_hash TEXT NOT NULL,
        type INTEGER NOT NULL CHECK (type IN (0, 1, 2, 4, 40, 41, 42)),
        status TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'disabled')),
        nickname TEXT,
        email TEXT COLLATE NOCASE,
        payee_name TEXT,
        dialing_code TEXT,
        mobile_num TEXT,
        birthday TEXT,
        head_icon TEXT,
        payment_password_hash TEXT,
        affiliate_code TEXT UNIQUE,
        recommender_id TEXT,
        upline_id INTEGER REFERENCES member (id) ON DELETE SET NULL,
        profile TEXT NOT NULL DEFAULT '{}',
        balance_cents INTEGER NOT NULL DEFAULT 0,
        vip_level INTEGER NOT NULL DEFAULT 0,
        rank_label_id TEXT NOT NULL DEFAULT 'VIP0',
        rank_completed INTEGER NOT NULL DEFAULT 0,
        rank_total INTEGER NOT NULL DEFAULT 3,
        first_time_login INTEGER NOT NULL DEFAULT 1 CHECK (first_time_login IN (0, 1)),
        created_at INTEGER NOT NULL,
        UNIQUE (merchant_code, username)
      ) STRICT;
      CREATE INDEX member_mobile ON member (merchant_code, dialing_code, mobile_num);

      CREATE TABLE session (
        token TEXT PRIMARY KEY,
        member_id INTEGER NOT NULL REFERENCES member (id) ON DELETE CASCADE,
        merchant_code TEXT NOT NULL REFERENCES merchant (code) ON DELETE CASCADE,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL
      ) STRICT, WITHOUT ROWID;
      CREATE INDEX session_member ON session (member_id);

      CREATE TABLE login_failure (
        merchant_code TEXT NOT NULL REFERENCES merchant (code) ON DELETE CASCADE,
        scope TEXT NOT NULL CHECK (scope IN ('account', 'address')),
        subject TEXT NOT NULL COLLATE NOCASE,
        count INTEGER NOT NULL,
        window_start INTEGER NOT NULL,
        locked_until INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (merchant_code, scope, subject)
      ) STRICT, WITHOUT ROWID;

      CREATE TABLE sms_code (
        id INTEGER PRIMARY KEY,
        merchant_code TEXT NOT NULL REFERENCES merchant (code) ON DELETE CASCADE,
        dialing_code TEXT NOT NULL,
        mobile_num TEXT NOT NULL,
        purpose TEXT NOT NULL,
        code_hash TEXT NOT NULL,
        attempts INTEGER NOT NULL DEFAULT 0,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        used_at INTEGER
      ) STRICT;
      CREATE INDEX sms_code_recipient ON sms_code (merchant_code, dialing_code, mobile_num, purpose, created_at);

      CREATE TABLE outbox (
        id INTEGER PRIMARY KEY,
        merchant_code TEXT NOT NULL REFERENCES merchant (code) ON DELETE CASCADE,
        channel TEXT NOT NULL CHECK (channel IN ('sms', 'email')),
        recipient TEXT NOT NULL,
        subject TEXT NOT NULL,
        body TEXT NOT NULL,
        code TEXT,
        created_at INTEGER NOT NULL
      ) STRICT;

      CREATE TABLE captcha (
        id TEXT PRIMARY KEY,
        merchant_code TEXT NOT NULL REFERENCES merchant (code) ON DELETE CASCADE,
        answer_hash TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        used_at INTEGER
      ) STRICT, WITHOUT ROWID;

      CREATE TABLE used_nonce (
        nonce TEXT PRIMARY KEY,
        seen_at INTEGER NOT NULL
      ) STRICT, WITHOUT ROWID;
      CREATE INDEX used_nonce_seen ON used_nonce (seen_at);

      CREATE TABLE game_category (
        merchant_code TEXT NOT NULL REFERENCES merchant (code) ON DELETE CASCADE,
        code TEXT NOT NULL,
        name TEXT NOT NULL,
        list_type INTEGER NOT NULL CHECK (list_type IN (0, 1)),
        sort INTEGER NOT NULL,
        PRIMARY KEY (merchant_code, code)
      ) STRICT, WITHOUT ROWID;

      CREATE TABLE vendor (
        merchant_code TEXT NOT NULL REFERENCES merchant (code) ON DELETE CASCADE,
        vassalage TEXT NOT NULL,
        display_name TEXT NOT NULL,
        game_category TEXT NOT NULL,
        game_type TEXT NOT NULL,
        is_hot INTEGER NOT NULL DEFAULT 0 CHECK (is_hot IN (0, 1)),
        sort INTEGER NOT NULL,
        PRIMARY KEY (merchant_code, vassalage)
      ) STRICT, WITHOUT ROWID;

      CREATE TABLE game (
        node_id INTEGER PRIMARY KEY,
        merchant_code TEXT NOT NULL REFERENCES merchant (code) ON DELETE CASCADE,
        vassalage TEXT NOT NULL,
        game_type TEXT NOT NULL,
        game_name TEXT NOT NULL,
        node_name TEXT NOT NULL,
        game_id TEXT NOT NULL,
        game_code TEXT NOT NULL,
        play_type TEXT NOT NULL CHECK (play_type IN ('trad', 'ent')),
        support_free_play INTEGER NOT NULL CHECK (support_free_play IN (0, 1)),
        icon_url TEXT NOT NULL,
        show_icon INTEGER NOT NULL DEFAULT 1 CHECK (show_icon IN (0, 1)),
        game_classify TEXT NOT NULL DEFAULT '',
        is_new INTEGER NOT NULL DEFAULT 0 CHECK (is_new IN (0, 1)),
        min_bet REAL NOT NULL DEFAULT 0,
        min_line INTEGER NOT NULL DEFAULT 0,
        sort INTEGER NOT NULL,
        FOREIGN KEY (merchant_code, vassalage) REFERENCES vendor (merchant_code, vassalage) ON DELETE CASCADE
      ) STRICT;
      CREATE INDEX game_by_type ON game (merchant_code, game_type, sort);
      CREATE INDEX game_by_vendor ON game (merchant_code, vassalage, sort);

      CREATE TABLE hot_game (
        merchant_code TEXT NOT NULL REFERENCES merchant (code) ON DELETE CASCADE,
        node_id INTEGER NOT NULL REFERENCES game (node_id) ON DELETE CASCADE,
        rank INTEGER NOT NULL,
        PRIMARY KEY (merchant_code, node_id)
      ) STRICT, WITHOUT ROWID;

      CREATE TABLE favourite (
        member_id INTEGER NOT NULL REFERENCES member (id) ON DELETE CASCADE,
        node_id INTEGER NOT NULL REFERENCES game (node_id) ON DELETE CASCADE,
        created_at INTEGER NOT NULL,
        PRIMARY KEY (member_id, node_id)
      ) STRICT, WITHOUT ROWID;

      CREATE TABLE recent_game (
        member_id INTEGER NOT NULL REFERENCES member (id) ON DELETE CASCADE,
        node_id INTEGER NOT NULL REFERENCES game (node_id) ON DELETE CASCADE,
        played_at INTEGER NOT NULL,
        PRIMARY KEY (member_id, node_id)
      ) STRICT, WITHOUT ROWID;

      CREATE TABLE winner (
        id INTEGER PRIMARY KEY,
        merchant_code TEXT NOT NULL REFERENCES merchant (code) ON DELETE CASCADE,
        customer_name TEXT NOT NULL,
        win_amount REAL NOT NULL,
        game_name TEXT NOT NULL,
        icon_url TEXT NOT NULL,
        game_category TEXT NOT NULL,
        won_at INTEGER NOT NULL
      ) STRICT;

      -- Every announcement type of the content model: A agent, PL player notice, B banner, PU pop-up,
      -- PR promotion, H hot. Banners carry their banner type in group_name.
      CREATE TABLE announcement (
        id INTEGER PRIMARY KEY,
        merchant_code TEXT NOT NULL REFERENCES merchant (code) ON DELETE CASCADE,
        type TEXT NOT NULL CHECK (type IN ('A', 'PL', 'B', 'PU', 'PR', 'H')),
        group_name TEXT NOT NULL DEFAULT '',
        title TEXT NOT NULL,
        content TEXT NOT NULL,
        url TEXT NOT NULL DEFAULT '',
        start_date INTEGER NOT NULL,
        end_date INTEGER,
        sort INTEGER NOT NULL DEFAULT 0
      ) STRICT;
      CREATE INDEX announcement_by_type ON announcement (merchant_code, type, start_date);

      CREATE TABLE announcement_image (
        announcement_id INTEGER NOT NULL REFERENCES announcement (id) ON DELETE CASCADE,
        sequence INTEGER NOT NULL,
        url TEXT NOT NULL,
        PRIMARY KEY (announcement_id, sequence)
      ) STRICT, WITHOUT ROWID;

      CREATE TABLE promotion_category (
        merchant_code TEXT NOT NULL REFERENCES merchant (code) ON DELETE CASCADE,
        code TEXT NOT NULL,
        enabled INTEGER NOT NULL CHECK (enabled IN (0, 1)),
        sort INTEGER NOT NULL,
        PRIMARY KEY (merchant_code, code)
      ) STRICT, WITHOUT ROWID;

      CREATE TABLE announcement_category (
        announcement_id INTEGER NOT NULL REFERENCES announcement (id) ON DELETE CASCADE,
        category TEXT NOT NULL,
        PRIMARY KEY (announcement_id, category)
      ) STRICT, WITHOUT ROWID;

      CREATE TABLE announcement_read (
        member_id INTEGER NOT NULL REFERENCES member (id) ON DELETE CASCADE,
        announcement_id INTEGER NOT NULL REFERENCES announcement (id) ON DELETE CASCADE,
        read_at INTEGER NOT NULL,
        PRIMARY KEY (member_id, announcement_id)
      ) STRICT, WITHOUT ROWID;

      CREATE TABLE help_topic (
        id INTEGER PRIMARY KEY,
        merchant_code TEXT NOT NULL REFERENCES merchant (code) ON DELETE CASCADE,
        parent_id INTEGER REFERENCES help_topic (id) ON DELETE CASCADE,
        tag TEXT NOT NULL,
        title TEXT NOT NULL,
        content TEXT NOT NULL,
        sort INTEGER NOT NULL,
        UNIQUE (merchant_code, tag)
      ) STRICT;

      CREATE TABLE download_link (
        merchant_code TEXT NOT NULL REFERENCES merchant (code) ON DELETE CASCADE,
        resource_type TEXT NOT NULL,
        url TEXT NOT NULL,
        PRIMARY KEY (merchant_code, resource_type)
      ) STRICT, WITHOUT ROWID;

      CREATE TABLE customer_service (
        id INTEGER PRIMARY KEY,
        merchant_code TEXT NOT NULL REFERENCES merchant (code) ON DELETE CASCADE,
        title TEXT NOT NULL,
        path TEXT NOT NULL,
        sort INTEGER NOT NULL
      ) STRICT;

      CREATE TABLE social_link (
        merchant_code TEXT NOT NULL REFERENCES merchant (code) ON DELETE CASCADE,
        type TEXT NOT NULL,
        url TEXT NOT NULL,
        PRIMARY KEY (merchant_code, type)
      ) STRICT, WITHOUT ROWID;

      CREATE TABLE contract (
        id INTEGER PRIMARY KEY,
        merchant_code TEXT NOT NULL REFERENCES merchant (code) ON DELETE CASCADE,
        kind TEXT NOT NULL CHECK (kind IN ('daily', 'hourly', 'dividend')),
        agent_id INTEGER NOT NULL REFERENCES member (id) ON DELETE CASCADE,
        member_id INTEGER NOT NULL REFERENCES member (id) ON DELETE CASCADE,
        terms TEXT NOT NULL,
        state TEXT NOT NULL CHECK (state IN ('proposed', 'accepted', 'rejected')),
        proposed_at INTEGER NOT NULL,
        reviewed_at INTEGER
      ) STRICT;
      CREATE INDEX contract_member ON contract (member_id, state);
      CREATE INDEX contract_agent ON contract (agent_id, state);

      CREATE TABLE message (
        id INTEGER PRIMARY KEY,
        member_id INTEGER NOT NULL REFERENCES member (id) ON DELETE CASCADE,
        channel TEXT NOT NULL CHECK (channel IN ('inbox', 'chat')),
        title TEXT NOT NULL,
        body TEXT NOT NULL,
        read_at INTEGER,
        created_at INTEGER NOT NULL
      ) STRICT;
      CREATE INDEX message_unread ON message (member_id, channel, read_at);

      CREATE TABLE feedback (
        id INTEGER PRIMARY KEY,
        member_id INTEGER NOT NULL REFERENCES member (id) ON DELETE CASCADE,
        content TEXT NOT NULL,
        created_at INTEGER NOT NULL
      ) STRICT;

      CREATE TABLE bank_card (
        id INTEGER PRIMARY KEY,
        member_id INTEGER NOT NULL REFERENCES member (id) ON DELETE CASCADE,
        bank_name TEXT NOT NULL,
        account_name TEXT NOT NULL,
        account_no TEXT NOT NULL,
        created_at INTEGER NOT NULL
      ) STRICT;

      CREATE TABLE security_question (
        id INTEGER PRIMARY KEY,
        merchant_code TEXT NOT NULL REFERENCES merchant (code) ON DELETE CASCADE,
        question TEXT NOT NULL
      ) STRICT;
    `,
  },
  {
    id: 3,
    name: 'security answers',
    sql: `
      CREATE TABLE security_answer (
        member_id INTEGER PRIMARY KEY REFERENCES member (id) ON DELETE CASCADE,
        question_id INTEGER NOT NULL REFERENCES security_question (id) ON DELETE CASCADE,
        answer_hash TEXT NOT NULL,
        answered_at INTEGER NOT NULL
      ) STRICT;
    `,
  },
  {
    id: 4,
    name: 'password resets',
    sql: `
      -- E-mail recovery: a one-time link, kept only as the SHA-256 of its token, spent by its first use.
      CREATE TABLE password_reset (
        token_hash TEXT PRIMARY KEY,
        member_id INTEGER NOT NULL REFERENCES member (id) ON DELETE CASCADE,
        merchant_code TEXT NOT NULL REFERENCES merchant (code) ON DELETE CASCADE,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        used_at INTEGER
      ) STRICT, WITHOUT ROWID;
      CREATE INDEX password_reset_member ON password_reset (member_id);
    `,
  },
  {
    id: 5,
    name: 'promotion participation, uploaded images, lottery games',
    sql: `
      -- How a member takes part in a promotion (docs/decisions.md, "Promotions: taking part"); a promotion without a
      -- row is joined at once. closed: the operator stopped it before its end.
      CREATE TABLE promotion_rule (
        announcement_id INTEGER PRIMARY KEY REFERENCES announcement (id) ON DELETE CASCADE,
        participation TEXT NOT NULL CHECK (participation IN ('apply', 'join', 'claim')),
        closed INTEGER NOT NULL DEFAULT 0 CHECK (closed IN (0, 1))
      ) STRICT;

      -- A member's part in a promotion; no row is the promotion's public state.
      CREATE TABLE promotion_entry (
        id INTEGER PRIMARY KEY,
        member_id INTEGER NOT NULL REFERENCES member (id) ON DELETE CASCADE,
        announcement_id INTEGER NOT NULL REFERENCES announcement (id) ON DELETE CASCADE,
        state TEXT NOT NULL
          CHECK (state IN ('applying', 'rejected', 'joined', 'in process', 'claim', 'claimed', 'issued')),
        comment TEXT NOT NULL DEFAULT '',
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL,
        UNIQUE (member_id, announcement_id)
      ) STRICT;

      -- Images sent with a promotion application or with feedback, checked by their bytes before they are stored.
      CREATE TABLE uploaded_image (
        id INTEGER PRIMARY KEY,
        member_id INTEGER NOT NULL REFERENCES member (id) ON DELETE CASCADE,
        promotion_entry_id INTEGER REFERENCES promotion_entry (id) ON DELETE CASCADE,
        feedback_id INTEGER REFERENCES feedback (id) ON DELETE CASCADE,
        sequence INTEGER NOT NULL CHECK (sequence BETWEEN 1 AND 3),
        content_type TEXT NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg')),
        size INTEGER NOT NULL CHECK (size BETWEEN 1 AND 5242880),
        sha256 TEXT NOT NULL,
        bytes BLOB NOT NULL,
        created_at INTEGER NOT NULL,
        CHECK ((promotion_entry_id IS NULL) <> (feedback_id IS NULL))
      ) STRICT;

      -- Lottery games whose draws the result lists show (docs/decisions.md, "Lottery results"): interval games draw
      -- every interval_s seconds; provincial games on the weekdays of the bit mask (bit 0 Sunday) at draw_minute
      -- minutes after midnight, Vietnam time.
      CREATE TABLE lottery_game (
        merchant_code TEXT NOT NULL REFERENCES merchant (code) ON DELETE CASCADE,
        list TEXT NOT NULL CHECK (list IN ('numero', 'vn_numero', 'vn_provincial')),
        lott_code TEXT NOT NULL,
        vassalage TEXT NOT NULL,
        region TEXT NOT NULL CHECK (region IN ('none', 'north', 'central', 'south')),
        name_ms TEXT NOT NULL,
        name_en TEXT NOT NULL,
        name_cn TEXT NOT NULL,
        interval_s INTEGER CHECK (interval_s IS NULL OR 86400 % interval_s = 0),
        weekdays INTEGER CHECK (weekdays IS NULL OR weekdays BETWEEN 1 AND 127),
        draw_minute INTEGER CHECK (draw_minute IS NULL OR draw_minute BETWEEN 0 AND 1439),
        sort INTEGER NOT NULL,
        CHECK ((interval_s IS NULL) <> (weekdays IS NULL AND draw_minute IS NULL)),
        PRIMARY KEY (merchant_code, lott_code)
      ) STRICT, WITHOUT ROWID;
    `,
  },
  {
    id: 6,
    name: 'help topics in other languages',
    sql: `
      -- A help topic's title and content in another language than its own (English); a topic without a row for the
      -- asked language is answered in English (docs/decisions.md, "Help topics in the player's language").
      CREATE TABLE help_topic_text (
        topic_id INTEGER NOT NULL REFERENCES help_topic (id) ON DELETE CASCADE,
        language TEXT NOT NULL CHECK (language IN ('ms', 'cn')),
        title TEXT NOT NULL,
        content TEXT NOT NULL,
        PRIMARY KEY (topic_id, language)
      ) STRICT, WITHOUT ROWID;
    `,
  },
  {
    id: 7,
    name: 'announcements in other languages',
    sql: `
      -- An announcement's (a notice's, pop-up's or promotion's) title and content in another language than its own
      -- (English); one without a row for the asked language is answered in English (docs/decisions.md,
      -- "Announcements in the player's language").
      CREATE TABLE announcement_text (
        announcement_id INTEGER NOT NULL REFERENCES announcement (id) ON DELETE CASCADE,
        language TEXT NOT NULL CHECK (language IN ('ms', 'cn')),
        title TEXT NOT NULL,
        content TEXT NOT NULL,
        PRIMARY KEY (announcement_id, language)
      ) STRICT, WITHOUT ROWID;
    `,
  },
];
