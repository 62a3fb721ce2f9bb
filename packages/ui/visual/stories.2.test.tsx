import { auditStories } from './storyAudit.tsx';

// Every story's layout checks and screenshots, share 2 of 2 (storyAudit.tsx).
auditStories(1);
