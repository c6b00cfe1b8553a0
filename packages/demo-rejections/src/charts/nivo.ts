// The chart library, in a chunk of its own: LazyDrawing imports it once the report is on screen, so
// nivo (and d3 under it) is neither downloaded nor evaluated with the demo's first load.
export { ResponsiveBar } from '@nivo/bar';
export { ResponsivePie } from '@nivo/pie';
