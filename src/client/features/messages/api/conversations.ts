/** Travellers' and the team's conversation calls (docs/architecture/admin.md). */

import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import { href } from '#shared/href.ts';
import { appApiPaths } from '#shared/paths.ts';
import {
  type Conversation,
  conversationListResponseSchema,
  conversationResponseSchema,
  type NewConversation,
} from '#shared/schemas/messages.ts';

export type Side = 'traveller' | 'team';

export const conversationsKey = ['conversations'] as const;

const listPath = (side: Side) =>
  side === 'team' ? appApiPaths.adminConversations : appApiPaths.conversations;
const onePath = (side: Side, id: string) =>
  href(side === 'team' ? appApiPaths.adminConversation : appApiPaths.conversation, { id });

export function useConversations(side: Side) {
  return useQuery({
    queryKey: [...conversationsKey, side],
    queryFn: async ({ signal }) =>
      (await apiRequest(listPath(side), conversationListResponseSchema.parse, { signal })).data,
  });
}

export function useConversation(side: Side, id: string | null) {
  return useQuery({
    queryKey: [...conversationsKey, side, id],
    queryFn: async ({ signal }) =>
      (await apiRequest(onePath(side, id ?? ''), conversationResponseSchema.parse, { signal })).data,
    enabled: id !== null,
    retry: false,
  });
}

export async function startConversation(payload: NewConversation): Promise<Conversation> {
  return (
    await apiRequest(appApiPaths.conversations, conversationResponseSchema.parse, {
      method: 'POST',
      body: payload,
    })
  ).data;
}

export async function sendMessage(side: Side, id: string, message: string): Promise<Conversation> {
  const path = href(
    side === 'team' ? appApiPaths.adminConversationReplies : appApiPaths.conversationMessages,
    { id },
  );
  return (await apiRequest(path, conversationResponseSchema.parse, { method: 'POST', body: { message } }))
    .data;
}
