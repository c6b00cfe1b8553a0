export { COMPARE_FAILED_MESSAGE, SAME_VERSION_MESSAGE, ScriptCompare } from './ScriptCompare';
export type { ScriptCompareProps } from './ScriptCompare';
