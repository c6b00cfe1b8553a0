// The viewer's styles are bundled into this package's styles.css, so a consumer loads one stylesheet.
import '@paperlight/pdf-viewer/styles.css';
export {
  answerParts,
  askQuestion,
  CHAT_MODELS,
  ChatPaperDemo,
  ChatPaperHeader,
  ChatPaperScreen,
  chunkSize,
  initialChatState,
  messagesOf,
  MINIMUM_WAIT_MS,
  ModelPicker,
  parseQuotes,
  remainingQuestions,
  STREAM_MAX_CHARS,
  STREAM_MIN_CHARS,
  STREAM_TICK_MS,
  streamTick,
  SUGGESTION_ROTATE_MS,
  suggestionAt,
  toSample,
  useChatPaperSample,
  visibleLength,
} from './ChatPaperDemo';
export type {
  AnswerPart,
  ChatMessage,
  ChatModel,
  ChatPaperDemoProps,
  ChatPaperSample,
  ChatPaperScreenProps,
  ChatQuestion,
  ChatQuote,
  ChatState,
  ModelPickerProps,
  PaperSource,
  QuoteCoordinates,
  SampleState,
} from './ChatPaperDemo';
// The viewer moved to @paperlight/pdf-viewer (decision 0067); re-exported so existing imports keep working.
export { boundingRect, fitWidthScale, pdfRectToViewport, PdfViewer, viewportTransform } from '@paperlight/pdf-viewer';
export type {
  PdfDocument,
  PdfHighlight,
  PdfLoader,
  PdfPage,
  PdfRect,
  PdfTask,
  PdfViewerProps,
  ViewportRect,
  ViewportTransform,
} from '@paperlight/pdf-viewer';
