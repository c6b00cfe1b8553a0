import { describe, expect, it } from 'vitest';
import { nodeIn } from '../test/fixtures';
import { GENERATE_FAILED_MESSAGE } from './status';
import { applyUpload, uploadErrorMessage } from './upload';

describe('applyUpload', () => {
  it('attaches the server ids and file and waits for validation', () => {
    const failed = nodeIn('paperInput', 'failed', 'paperInput-1');
    const [node] = applyUpload(
      [failed],
      'paperInput-1',
      {
        id: 42,
        clientNodeId: 'paperInput-1',
        node: { id: 'paperInput', nodeType: 'paperInput' },
        configuration: { basic: { fileName: 'paper.pdf', fileType: 'application/pdf' } },
      },
      { name: 'local.pdf', type: 'application/pdf' },
    );
    expect(node!.data.projectNodeId).toBe(42);
    expect(node!.data.status).toBe('idle');
    expect(node!.data.error).toBeNull();
    expect(node!.data.execution).toBeNull();
    expect(node!.data.configuration.basic).toMatchObject({ fileName: 'paper.pdf', fileType: 'application/pdf' });
  });

  it('falls back to the chosen file when the server names none', () => {
    const [node] = applyUpload([nodeIn('paperInput', 'idle', 'in')], 'in', undefined, { name: 'mine.pdf', type: '' });
    expect(node!.data.configuration.basic).toMatchObject({ fileName: 'mine.pdf', fileType: 'application/pdf' });
  });

  it('leaves other nodes alone', () => {
    const other = nodeIn('script', 'completed');
    expect(applyUpload([other], 'in', undefined, { name: 'a.pdf', type: 'application/pdf' })[0]).toBe(other);
  });
});

describe('uploadErrorMessage', () => {
  it('shows the server message of a refused PDF', () => {
    expect(uploadErrorMessage({ status: 400, body: { message: 'This PDF has no extractable text', statusCode: 400 } })).toBe(
      'This PDF has no extractable text',
    );
  });
  it('falls back to the generic message', () => {
    expect(uploadErrorMessage(new Error('network'))).toBe(GENERATE_FAILED_MESSAGE);
    expect(uploadErrorMessage(null)).toBe(GENERATE_FAILED_MESSAGE);
  });
});
