export { PAPER_FILES, PAPERS_DIR, readPaper, SMALLEST_PAPER } from './papers';
export * from './pdf-fixtures';
