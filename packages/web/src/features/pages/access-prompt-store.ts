import { create } from 'zustand';

/** What a locked link asked for: the scheduled modal, or checkout for these products. */
export type ScheduledPrompt = { title: string; availableAfter: string | null };
export type CheckoutRequest = { title: string; productIds: string[]; purchaseOverlay: string | null };

type AccessPromptStore = {
  scheduled: ScheduledPrompt | null;
  checkout: CheckoutRequest | null;
  showScheduled: (prompt: ScheduledPrompt | null) => void;
  requestCheckout: (request: CheckoutRequest | null) => void;
};

/** SPEC §2 locked links: the prompt they open lives here, shown by the app shell. */
export const useAccessPromptStore = create<AccessPromptStore>((set) => ({
  scheduled: null,
  checkout: null,
  showScheduled: (scheduled) => set({ scheduled }),
  requestCheckout: (checkout) => set({ checkout }),
}));
