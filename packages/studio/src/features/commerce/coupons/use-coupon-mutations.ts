import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createCouponContract,
  deleteCouponContract,
  updateCouponContract,
} from '@tessera/core/api/studio-commerce';
import { studioApi } from '../../../app/studio-api';
import { couponsQuery } from '../commerce-queries';
import type { CreateBody, UpdateBody } from './coupon-form';

/** Creating, changing and deleting coupons; each refreshes the list. */
export function useCouponMutations(appId: string) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: couponsQuery(appId).queryKey });
  const create = useMutation({
    mutationFn: (body: CreateBody) => studioApi(createCouponContract, { params: { appId }, body }),
    onSuccess: refresh,
  });
  const update = useMutation({
    mutationFn: ({ couponId, body }: { couponId: string; body: UpdateBody }) =>
      studioApi(updateCouponContract, { params: { appId, couponId }, body }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (couponId: string) =>
      studioApi(deleteCouponContract, { params: { appId, couponId } }),
    onSuccess: refresh,
  });
  return { create, update, remove };
}
