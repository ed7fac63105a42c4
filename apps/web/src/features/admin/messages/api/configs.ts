import { API, type ConfigUpdateRequest, type MessageConfig } from '@seaside/contract';
import { apiClient } from '@/lib/api-client';
import { checkBody } from '@/lib/contract-check';

/** `GET /api/configs/list`: every message configuration. */
export async function getConfigs(): Promise<MessageConfig[]> {
  const { data } = await apiClient.get<{ data: MessageConfig[] }>(API.configs.list);
  checkBody('configListResponseSchema', data, `GET ${API.configs.list}`);
  return data.data;
}

export interface ConfigUpdateAnswer {
  message: string;
  data: MessageConfig;
}

/** `PUT /api/configs/update/{key}`: value, description and/or status. */
export async function putConfig(key: string, body: ConfigUpdateRequest): Promise<ConfigUpdateAnswer> {
  const { data } = await apiClient.put<ConfigUpdateAnswer>(API.configs.update(key), body);
  checkBody('configResponseSchema', data, `PUT ${API.configs.update(key)}`);
  return data;
}

/**
 * `POST API.configs.refresh`: the server only confirms that the message texts load. Nothing is
 * reloaded: each chat step checks its copy of the texts against the database's content version.
 */
export async function refreshConfigCache(): Promise<{ message: string }> {
  return (await apiClient.post<{ message: string }>(API.configs.refresh, {})).data;
}
