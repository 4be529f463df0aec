import TimerIcon from '@mui/icons-material/Timer';
import { Chip } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCountdown, msLeft } from './exam-clock';

interface CountdownProps {
  deadline: string;
  /** the server's clock ahead of the device's, in ms */
  offset: number;
  onTimeUp(): void;
}

/** The time left of an attempt, ticking every second; calls `onTimeUp` once when it reaches 0. */
export function Countdown({ deadline, offset, onTimeUp }: CountdownProps) {
  const { t } = useTranslation();
  const [left, setLeft] = useState(() => msLeft(deadline, offset, Date.now()));
  useEffect(() => {
    const timer = window.setInterval(() => setLeft(msLeft(deadline, offset, Date.now())), 1000);
    return () => window.clearInterval(timer);
  }, [deadline, offset]);
  const up = left === 0;
  useEffect(() => {
    if (up) onTimeUp();
  }, [up, onTimeUp]);
  // screen readers hear the minutes change, not every second
  const minutes = Math.ceil(left / 60_000);
  return (
    <Chip
      icon={<TimerIcon />}
      color={left < 60_000 ? 'warning' : 'default'}
      label={t('exams.timeLeft', { time: formatCountdown(left) })}
      aria-label={t('exams.timeLeft', { time: formatCountdown(minutes * 60_000) })}
    />
  );
}
