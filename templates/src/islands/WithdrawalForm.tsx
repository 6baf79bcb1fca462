import {useState} from 'react';
import {confirmWithdrawal, lookUpWithdrawal} from '@schaufenster/core';
import {WithdrawalForm} from '@schaufenster/shop';
import {useShopIslandConfig} from './shopConfig.ts';

/** Props of the withdrawal island: none, it posts where the page's shop config says. */
export type WithdrawalFormIslandProps = Record<string, never>;

/**
 * The withdrawal form (§356a BGB) as an island: posts to the order service of the page's shop
 * config (`ORDER_API_URL`, else the site's origin) for the shop's project.
 */
export function WithdrawalFormIsland(_props: WithdrawalFormIslandProps) {
  const config = useShopIslandConfig();
  const [actions] = useState(() => {
    const options = {baseUrl: config.orderApiUrl ?? '', project: config.project};
    return {
      lookUp: (input: Parameters<typeof lookUpWithdrawal>[0]) => lookUpWithdrawal(input, options),
      confirm: (input: Parameters<typeof confirmWithdrawal>[0]) =>
        confirmWithdrawal(input, options),
    };
  });
  return <WithdrawalForm lookUp={actions.lookUp} confirm={actions.confirm} />;
}
