/** The agent build's own addresses. */
export const AGENT_LOGIN_PATH = '/m/agent';
export const AGENT_HOME_PATH = '/m/agent/home';
/** The player site's home; in the agent build it is the agent's home. */
export const HOME_PATH = '/m/home';
