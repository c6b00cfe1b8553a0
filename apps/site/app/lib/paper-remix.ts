/** The longest project name the api accepts is 200; the site keeps names to a readable 120. */
export const PROJECT_NAME_MAX = 120;
