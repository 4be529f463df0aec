import type { PublicEntrance } from '@academy/domain';
import { Box, Stack, Typography } from '@mui/material';

/** The distributor's logo, name and colour, shown beside the maker's above its entrance's form. */
export function EntranceBrand({ entrance }: { entrance: PublicEntrance }) {
  return (
    <Stack
      direction="row"
      sx={{
        gap: 1.5,
        alignItems: 'center',
        borderLeft: 6,
        borderColor: entrance.brandColour ?? 'primary.main',
        pl: 1.5,
      }}
    >
      {entrance.logo && (
        <Box
          component="img"
          src={entrance.logo}
          alt=""
          sx={{ height: 40, maxWidth: 120, objectFit: 'contain' }}
        />
      )}
      <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {entrance.name}
      </Typography>
    </Stack>
  );
}
