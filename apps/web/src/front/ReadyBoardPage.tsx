import { KDS_PATHS, type ReadyBoard } from '@diancan/core/contracts/kds';
import { useEffect, useRef, useState } from 'react';
import classes from './ready-board.module.css';

/** How long each held read waits for a change before it is asked again. */
const WAIT_MS = 25_000;
/** After a failed read (network, server restart), the next try. */
const RETRY_MS = 3_000;

/** A rising three-note chime (Web Audio: no file to load). */
function chime(context: AudioContext | null): void {
  if (!context || context.state !== 'running') return;
  const start = context.currentTime;
  [784, 988, 1175].forEach((frequency, index) => {
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    const at = start + index * 0.18;
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(0.3, at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.45);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(at);
    oscillator.stop(at + 0.5);
  });
}

/** The number spoken in zh-TW by the browser's speech synthesis ("取餐號碼 012 號，請取餐"). */
function announce(orderNo: string): void {
  if (!('speechSynthesis' in window)) return;
  const digits = orderNo.split('').join(' ');
  const utterance = new SpeechSynthesisUtterance(`${digits} 號，請取餐`);
  utterance.lang = 'zh-TW';
  utterance.rate = 0.9;
  window.speechSynthesis.speak(utterance);
}

/**
 * The customers' ready board (/ready/<token>): big numbers in two columns, 製作中 and 請取餐; a chime and the number
 * spoken when one becomes ready. Order numbers only, nothing personal. The page holds a read open (the server answers
 * when the board changes), so a number shows as soon as the kitchen is done without the page polling.
 */
export default function ReadyBoardPage({ token }: { token: string }) {
  const [board, setBoard] = useState<ReadyBoard | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [soundOn, setSoundOn] = useState(false);
  const audio = useRef<AudioContext | null>(null);
  const shownReady = useRef<Set<string> | null>(null);

  useEffect(() => {
    let stopped = false;
    const abort = new AbortController();
    let etag: string | null = null;
    const loop = async () => {
      while (!stopped) {
        try {
          const query = new URLSearchParams({ token });
          if (etag) {
            query.set('since', etag);
            query.set('wait', String(WAIT_MS));
          }
          const response = await fetch(`${KDS_PATHS.ready.path}?${query}`, { signal: abort.signal, cache: 'no-store' });
          const body = (await response.json().catch(() => null)) as { status?: boolean; message?: string; data?: ReadyBoard } | null;
          if (!response.ok || !body?.status || !body.data) {
            setError(body?.message ?? '看板暫時無法顯示');
            await new Promise((resolve) => setTimeout(resolve, response.status === 404 ? RETRY_MS * 10 : RETRY_MS));
            continue;
          }
          etag = response.headers.get('etag');
          setError(null);
          const next = body.data;
          const before = shownReady.current;
          const fresh = before ? next.ready.filter((orderNo) => !before.has(orderNo)) : [];
          shownReady.current = new Set(next.ready);
          setBoard(next);
          if (fresh.length > 0) {
            chime(audio.current);
            for (const orderNo of fresh) announce(orderNo);
          }
        } catch {
          if (stopped) return;
          await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
        }
      }
    };
    void loop();
    return () => {
      stopped = true;
      abort.abort();
    };
  }, [token]);

  const enableSound = () => {
    const Context = window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    if (Context && !audio.current) audio.current = new Context();
    void audio.current?.resume();
    setSoundOn(true);
  };

  return (
    <div className={classes.board} onClick={enableSound}>
      <section className={classes.column}>
        <h1 className={classes.heading}>製作中</h1>
        <div className={classes.numbers} data-testid="ready-board-preparing">
          {(board?.preparing ?? []).map((orderNo) => (
            <span key={orderNo} className={classes.number}>
              {orderNo}
            </span>
          ))}
        </div>
      </section>
      <section className={`${classes.column} ${classes.readyColumn}`}>
        <h1 className={classes.heading}>請取餐</h1>
        <div className={classes.numbers} data-testid="ready-board-ready">
          {(board?.ready ?? []).map((orderNo) => (
            <span key={orderNo} className={`${classes.number} ${classes.ready}`}>
              {orderNo}
            </span>
          ))}
        </div>
      </section>
      {error && <div className={classes.notice}>{error}</div>}
      {!soundOn && !error && <div className={classes.notice}>點一下畫面開啟叫號聲音</div>}
    </div>
  );
}
