/**
 * What `POST /paper-remix/project/{id}/workflow` and `…/generate` receive (SPEC §3 'Saved node payload'),
 * and each node's configuration checked by the Paper Remix contract (decision 0186): a value the
 * node does not take is refused with 400 naming the node and the field; what is stored is the
 * canonical form, `{ basic: { …settings } }`, every default filled in.
 */
import {
  NodeTypeSchema,
  parseNodeConfiguration,
  storedConfiguration,
  type NodeConfiguration,
  type StoredNodeConfiguration,
} from '@paperlight/api-client/paper-remix';
import * as v from 'valibot';
import { HttpError } from '../errors';

const PositionSchema = v.looseObject({ x: v.number(), y: v.number() });
const ClientIdSchema = v.pipe(v.string(), v.minLength(1), v.maxLength(200));

/** SPEC §3 "Saved node payload"; its configuration is the contract's to judge. */
const SavedNodeSchema = v.looseObject({
  clientNodeId: ClientIdSchema,
  nodeType: NodeTypeSchema,
  position: PositionSchema,
  label: v.pipe(v.string(), v.maxLength(500)),
  targetEdges: v.array(
    v.looseObject({ clientNodeId: ClientIdSchema, nodeType: NodeTypeSchema, position: PositionSchema, label: v.string() }),
  ),
  configuration: v.unknown(),
});
export const WorkflowSchema = v.object({ nodes: v.pipe(v.array(SavedNodeSchema), v.maxLength(500)) });
export const GenerateSchema = v.object({ clientNodeId: ClientIdSchema, nodeType: NodeTypeSchema });

/** A node's settings as the contract reads them, or a 400 naming the node and the field. */
export function nodeSettings(node: { clientNodeId: string; nodeType: string; configuration: unknown }): NodeConfiguration {
  const parsed = parseNodeConfiguration(node.nodeType, node.configuration);
  if (!parsed.success) throw new HttpError(400, `Node "${node.clientNodeId}": ${parsed.issue.message}`);
  return parsed.output;
}

/**
 * The configuration to store for a saved node. The uploaded file's name and type are the server's to
 * say (`stored`, the node's stored `basic`, when it holds an upload): a save racing an upload must not erase them.
 */
export function configurationToStore(settings: NodeConfiguration, stored: Record<string, unknown> | null): StoredNodeConfiguration {
  if (!stored) return storedConfiguration(settings);
  const { fileName, fileType } = stored;
  return storedConfiguration({
    ...settings,
    ...(typeof fileName === 'string' ? { fileName } : {}),
    ...(typeof fileType === 'string' ? { fileType } : {}),
  });
}
