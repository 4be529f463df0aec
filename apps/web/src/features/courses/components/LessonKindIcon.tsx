import type { LessonKind } from '@academy/domain';
import Inventory2Icon from '@mui/icons-material/Inventory2Outlined';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import PlayCircleOutlineIcon from '@mui/icons-material/PlayCircleOutlined';
import QuizIcon from '@mui/icons-material/Quiz';
import type { SvgIconProps } from '@mui/material';

const ICONS = {
  video: PlayCircleOutlineIcon,
  pdf: PictureAsPdfIcon,
  exam: QuizIcon,
  package: Inventory2Icon,
} as const;

/** The icon of a lesson's kind; decorative (the kind is also said in words beside it). */
export function LessonKindIcon({ kind, ...props }: { kind: LessonKind } & SvgIconProps) {
  const Icon = ICONS[kind];
  return <Icon aria-hidden {...props} />;
}
