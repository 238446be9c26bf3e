import {
  AdminDiscountCodeSchema,
  AdminDiscountCodesResponseSchema,
  type AdminDiscountCreate,
  type AdminDiscountUpdate,
  AdminPlanSchema,
  AdminPlansResponseSchema,
  type AdminPlanUpdate,
  AdminRedemptionsResponseSchema,
} from '@mustashar/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { plansQueryKey } from '@/lib/api/plans';
import { ApiError, apiFetch } from '@/lib/api-client';

/** Plans and discount codes in the console (ADR 088). */

const retry = (failures: number, error: unknown) =>
  failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);

export const catalogueKeys = {
  plans: ['admin', 'plans'] as const,
  codes: ['admin', 'codes'] as const,
  redemptions: (id: string) => ['admin', 'codes', id, 'redemptions'] as const,
};

export function useAdminPlans() {
  return useQuery({
    queryKey: catalogueKeys.plans,
    queryFn: () => apiFetch('/api/admin/plans', { schema: AdminPlansResponseSchema }),
    retry,
  });
}

export function useUpdatePlan(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminPlanUpdate) =>
      apiFetch(`/api/admin/plans/${id}`, { method: 'PATCH', body, schema: AdminPlanSchema }),
    onSuccess: async () => {
      // The public plans (pricing, checkout, the Plans page) say what the console saved.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: catalogueKeys.plans }),
        queryClient.invalidateQueries({ queryKey: plansQueryKey }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] }),
      ]);
    },
  });
}

export function useDiscountCodes() {
  return useQuery({
    queryKey: catalogueKeys.codes,
    queryFn: () => apiFetch('/api/admin/discount-codes', { schema: AdminDiscountCodesResponseSchema }),
    retry,
  });
}

export function useRedemptions(id: string | null) {
  return useQuery({
    queryKey: catalogueKeys.redemptions(id ?? ''),
    queryFn: () =>
      apiFetch(`/api/admin/discount-codes/${encodeURIComponent(id ?? '')}/redemptions`, {
        schema: AdminRedemptionsResponseSchema,
      }),
    enabled: id !== null,
    retry,
  });
}

function useInvalidateCodes() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: catalogueKeys.codes }),
      queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] }),
    ]);
}

export function useCreateCode() {
  const invalidate = useInvalidateCodes();
  return useMutation({
    mutationFn: (body: AdminDiscountCreate) =>
      apiFetch('/api/admin/discount-codes', { method: 'POST', body, schema: AdminDiscountCodeSchema }),
    onSuccess: invalidate,
  });
}

export function useUpdateCode() {
  const invalidate = useInvalidateCodes();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: AdminDiscountUpdate }) =>
      apiFetch(`/api/admin/discount-codes/${encodeURIComponent(id)}`, {
        method: 'PATCH',
        body,
        schema: AdminDiscountCodeSchema,
      }),
    onSuccess: invalidate,
  });
}
