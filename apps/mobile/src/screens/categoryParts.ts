/** What the category screen's content takes, drawn before its code or live. */
export interface CategoryContentProps {
  entry: string;
  vassalage?: string | undefined;
  /** The category's name, in the player's language. */
  name: string;
}
