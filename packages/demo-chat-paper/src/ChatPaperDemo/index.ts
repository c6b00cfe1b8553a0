export { ChatPaperDemo } from './ChatPaperDemo';
export type { ChatPaperDemoProps } from './ChatPaperDemo';
export { ChatPaperHeader, ChatPaperScreen } from './ChatPaperScreen';
export type { ChatPaperScreenProps } from './ChatPaperScreen';
export { ModelPicker } from './ModelPicker';
export type { ModelPickerProps } from './ModelPicker';
export { CHAT_MODELS } from './models';
export type { ChatModel } from './models';
export {
  askQuestion,
  chunkSize,
  initialChatState,
  MINIMUM_WAIT_MS,
  remainingQuestions,
  STREAM_MAX_CHARS,
  STREAM_MIN_CHARS,
  STREAM_TICK_MS,
  streamTick,
  SUGGESTION_ROTATE_MS,
  suggestionAt,
  visibleLength,
} from './chatState';
export type { ChatState } from './chatState';
export { answerParts, messagesOf, parseQuotes, toSample } from './sample';
export type { AnswerPart, ChatMessage, ChatPaperSample, ChatQuestion, ChatQuote, PaperSource, QuoteCoordinates } from './sample';
export { useChatPaperSample } from './useChatPaperSample';
export type { SampleState } from './useChatPaperSample';
