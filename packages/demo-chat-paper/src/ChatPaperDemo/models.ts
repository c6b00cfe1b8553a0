export interface ChatModel {
  id: string;
  family: string;
  label: string;
  /** Guests may only use the unlocked model; the others lead to sign-up. */
  locked: boolean;
}

/** The four models of the dropdown (SPEC §2, §9): two families, only the preview-grade first one open to guests. */
export const CHAT_MODELS: readonly ChatModel[] = [
  { id: 'gemini-2.5-flash-preview', family: 'Gemini', label: 'Gemini 2.5 Flash (Preview)', locked: false },
  { id: 'gemini-2.5-pro', family: 'Gemini', label: 'Gemini 2.5 Pro', locked: true },
  { id: 'gpt-4.1', family: 'GPT', label: 'GPT-4.1', locked: true },
  { id: 'gpt-4.1-mini', family: 'GPT', label: 'GPT-4.1 mini', locked: true },
];
