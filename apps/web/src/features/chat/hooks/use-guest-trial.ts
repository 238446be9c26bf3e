import type { ChatReplyFrame, TrialStatus } from '@mustashar/contracts';
import { COOKIE_MAX_AGE_MS, COOKIE_NAMES, TRIAL } from '@mustashar/contracts/constants';
import { useCallback, useEffect, useRef, useState } from 'react';
import { getTrialStatus, startOrResumeTrial } from '@/lib/api/trial';
import { ApiError } from '@/lib/api-client';
import { hasCookieConsent } from '@/lib/cookie-consent';
import { getCookie, setCookie } from '@/lib/cookies';

/**
 * checking: asking the server · consent: cookies not accepted yet (the trial needs them) · ready: chatting ·
 * limit: the trial is over (time, messages or 440) · vpn: a VPN/proxy network (451).
 */
export type TrialPhase = 'checking' | 'consent' | 'ready' | 'limit' | 'vpn';

export interface GuestTrial {
  phase: TrialPhase;
  /** When the trial ends (epoch ms), null when unknown. */
  endsAt: number | null;
  messagesLeft: number | null;
  messagesLimit: number | null;
  /** The trial's whole length (ms), for how much of it is used; null until the server says. */
  durationMs: number | null;
  /** The server's text for the block, when it gave one. */
  blockMessage: string | null;
  begin: () => Promise<void>;
  /** Starts the trial after a `trial_not_started` frame; true when it runs now. */
  ensureStarted: () => Promise<boolean>;
  block: (kind: 'limit' | 'vpn', message?: string) => void;
  onReply: (frame: ChatReplyFrame) => void;
}

/** The device message counter cookie (informational: the server's count is the truth). */
function writeDeviceCounter(used: number) {
  setCookie(COOKIE_NAMES.deviceMessages, String(Math.max(0, used)), {
    maxAgeSeconds: COOKIE_MAX_AGE_MS.deviceMessages / 1000,
  });
}

/**
 * A guest's trial on the chat screen: opening /chat with cookies accepted
 * starts (or resumes) the trial, as the landing page's button does; the time and messages left follow the
 * server, and the end of either blocks the chat.
 */
export function useGuestTrial(enabled: boolean): GuestTrial {
  const [phase, setPhase] = useState<TrialPhase>(enabled ? 'checking' : 'ready');
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [messagesLeft, setMessagesLeft] = useState<number | null>(null);
  const [messagesLimit, setMessagesLimit] = useState<number | null>(null);
  const [durationMs, setDurationMs] = useState<number | null>(null);
  const [blockMessage, setBlockMessage] = useState<string | null>(null);
  const limitRef = useRef<number | null>(null);

  const block = useCallback((kind: 'limit' | 'vpn', message?: string) => {
    setBlockMessage(message ?? null);
    setPhase(kind);
  }, []);

  const apply = useCallback(
    (status: TrialStatus) => {
      limitRef.current = status.messagesLimit;
      setMessagesLimit(status.messagesLimit);
      setDurationMs(status.durationMs);
      setMessagesLeft(
        status.messagesLimit === null ? null : Math.max(0, status.messagesLimit - status.messagesUsed),
      );
      setEndsAt(Date.now() + status.remainingMs);
      if (status.blocked || status.remainingMs <= 0) block('limit');
      else setPhase('ready');
    },
    [block],
  );

  const onFailure = useCallback(
    (error: unknown) => {
      if (error instanceof ApiError && error.status === TRIAL.endedStatus) block('limit', error.message);
      else if (error instanceof ApiError && error.status === TRIAL.vpnStatus) block('vpn', error.message);
      // Anything else (offline, a server hiccup): the chat opens and reports what is wrong when used.
      else setPhase('ready');
    },
    [block],
  );

  const begin = useCallback(async () => {
    if (!enabled) return;
    if (!hasCookieConsent()) {
      setPhase('consent');
      return;
    }
    setPhase('checking');
    try {
      let status = await getTrialStatus();
      // Started elsewhere (the landing page) and running: nothing to start. Over: no 440 round trip needed.
      if (!status.exists) status = await startOrResumeTrial();
      apply(status);
    } catch (error) {
      onFailure(error);
    }
  }, [apply, enabled, onFailure]);

  const ensureStarted = useCallback(async () => {
    try {
      apply(await startOrResumeTrial());
      return true;
    } catch (error) {
      onFailure(error);
      return false;
    }
  }, [apply, onFailure]);

  const onReply = useCallback(
    (frame: ChatReplyFrame) => {
      if (!frame.trial) return;
      setEndsAt(Date.now() + frame.trial.remainingMs);
      const left = frame.trial.messagesLeft;
      setMessagesLeft(left);
      const limit = limitRef.current;
      if (left !== null && limit !== null) writeDeviceCounter(limit - left);
      else writeDeviceCounter((Number(getCookie(COOKIE_NAMES.deviceMessages)) || 0) + 1);
      if (left === 0) block('limit');
    },
    [block],
  );

  useEffect(() => {
    void begin();
  }, [begin]);

  return {
    phase,
    endsAt,
    messagesLeft,
    messagesLimit,
    durationMs,
    blockMessage,
    begin,
    ensureStarted,
    block,
    onReply,
  };
}
