import type { PaperRemixProject } from '@paperlight/api-client';
import type { PaperRemixAdapter } from '../adapter';

const locked = async (): Promise<never> => {
  throw new Error('Guests cannot change the sample; sign up to build your own workflow.');
};

/** Where the sample keeps its input PDF: `execution.outputData.fileUrl` of the input node. */
export function sampleFileUrl(project: PaperRemixProject, projectNodeId: string | number): string | null {
  const node = project.nodes.find((candidate) => String(candidate.projectNodeId ?? '') === String(projectNodeId));
  const url = (node?.execution?.outputData as { fileUrl?: unknown } | null | undefined)?.fileUrl;
  return typeof url === 'string' && url !== '' ? url : null;
}

/**
 * The guest sample's backend: it reads the sample's public files and refuses every change (the
 * canvas sends guests to sign-up before it would call these).
 */
export function createSampleAdapter(project: PaperRemixProject): PaperRemixAdapter {
  return {
    saveWorkflow: locked,
    generate: locked,
    updateAutoSave: async () => ({ ok: false, statusCode: 403 }),
    async preview(_projectId, projectNodeId) {
      const url = sampleFileUrl(project, projectNodeId);
      if (!url) throw new Error('The sample has no input file');
      return url;
    },
  };
}
