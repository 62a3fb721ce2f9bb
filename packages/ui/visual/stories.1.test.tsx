import { auditStories } from './storyAudit.tsx';

// Every story's layout checks and screenshots, share 1 of 2 (storyAudit.tsx).
auditStories(0);
