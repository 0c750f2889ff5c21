/** Shapes of the after-sales calls (docs/help-service-api.md "After-sales"). Money is yuan with two decimals. */
export type AfterSalesStatus = 'submitted' | 'reviewing' | 'approved' | 'rejected' | 'completed';
export interface Option { value: string; label: string }
export interface AfterSalesRequest {
  requestNo: string;
  orderNo: string;
  type: string;
  typeLabel: string;
  reason: string;
  reasonLabel: string;
  description: string;
  status: AfterSalesStatus;
  staffNote: string;
  items: Array<{ orderItemId: number; name: string; quantity: number }>;
  photos: Array<{ id: string; fileName: string; url: string }>;
  createdAt: string;
  statusChangedAt: string | null;
}
export interface EligibleOrder { orderNo: string; status: string; payAmount: number; createdAt: string }
export interface AfterSalesOrder {
  orderNo: string;
  status: string;
  eligible: boolean;
  createdAt: string;
  lines: Array<{ id: number; name: string; spec: string; quantity: number; unitPrice: number; hasOpenRequest: boolean }>;
  requests: AfterSalesRequest[];
  types: Option[];
  reasons: Option[];
}
