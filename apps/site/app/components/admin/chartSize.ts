/** Height of every overview chart and of its placeholder, so nothing moves when nivo arrives. */
export const CHART_HEIGHT = 240;
