import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * The payment page may send the buyer back to a dashboard page (a return address given at checkout, or one an older
 * tab still holds): with the provider's query there, the one payment result page takes over and tells the outcome,
 * rather than the dashboard flashing past with a passing message. Mounted by the dashboard shells, so it runs behind
 * the subscription gate too.
 */
export function useCheckoutReturn(): void {
  const navigate = useNavigate();
  const { search } = useLocation();

  useEffect(() => {
    const params = new URLSearchParams(search);
    const transactionNo = params.get('TransactionNo');
    const orderNumber = params.get('OrderNumber');
    if (!transactionNo && !orderNumber) return;
    const query = new URLSearchParams();
    if (transactionNo) query.set('TransactionNo', transactionNo);
    if (orderNumber) query.set('OrderNumber', orderNumber);
    void navigate(`/payment/callback?${query}`, { replace: true });
  }, [search, navigate]);
}
