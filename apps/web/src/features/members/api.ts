import { useQuery } from '@tanstack/react-query';
import { MEMBER_API, type MemberListQuery } from '@diancan/core';
import { apiQuery, useStoreMutation } from '../../lib/api-query';

/** 會員設定's calls (docs/members.md), through the typed caller. */
export const useMemberSettings = (storeId: number) => useQuery(apiQuery(MEMBER_API.getSettings, { storeId }));
export const useSaveMemberSettings = () => useStoreMutation(MEMBER_API.saveSettings, { success: '儲存成功' });
export const useMemberList = (query: MemberListQuery) => useQuery(apiQuery(MEMBER_API.list, query));
export const useAddMember = () => useStoreMutation(MEMBER_API.add, { success: '新增成功' });
export const useUpdateMember = () => useStoreMutation(MEMBER_API.update, { success: '編輯成功' });
export const useRemoveMember = () => useStoreMutation(MEMBER_API.remove, { success: '已刪除會員資料' });
export const useMemberPoints = (storeId: number, memberId: number | null) =>
  useQuery({ ...apiQuery(MEMBER_API.points, { storeId, memberId: memberId ?? 0 }), enabled: memberId !== null });
export const useMemberReport = (storeId: number) => useQuery(apiQuery(MEMBER_API.report, { storeId }));
