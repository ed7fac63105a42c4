import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatPrice } from '@seaside/contract';
import { Logo } from '@/components/brand/Logo';
import { runtimeConfig } from '@/config/runtime';
import { colors } from '@/styles/tokens';

const POINTS = [
  'Self-guided: play at your own pace, any time on the day',
  'Your mission briefing arrives by e-mail that morning',
  'A free boutique gift and a celebratory drink for every player',
];

/** The large-screen side panel of the booking page, with the logo (product spec section 2: large screens only). */
export function BookingAside({ brandName }: { brandName: string }) {
  return (
    <Box
      component="aside"
      aria-label={`About ${brandName}`}
      sx={{
        display: { xs: 'none', md: 'flex' },
        flexDirection: 'column',
        justifyContent: 'center',
        gap: 3,
        p: 6,
        borderRadius: 6,
        color: colors.sand,
        background: `radial-gradient(120% 90% at 10% 0%, ${colors.inkLight} 0%, ${colors.ink} 55%, ${colors.inkDark} 100%)`,
        position: 'relative',
        overflow: 'hidden',
        minHeight: 560,
      }}
    >
      <Logo size={132} title={`${brandName} logo`} />
      <Box>
        <Typography component="p" variant="overline" sx={{ color: colors.flamingoLight }}>
          Adults only · 18+
        </Typography>
        <Typography component="h2" variant="h3" sx={{ color: colors.sand, mt: 0.5 }}>
          A secret seaside adventure for your group
        </Typography>
      </Box>
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.5 }}>
        {POINTS.map((point) => (
          <Box
            component="li"
            key={point}
            sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', color: colors.mist, lineHeight: 1.5 }}
          >
            <Box
              component="span"
              aria-hidden="true"
              sx={{ mt: '7px', width: 8, height: 8, borderRadius: '50%', bgcolor: colors.seaGlass, flex: 'none' }}
            />
            {point}
          </Box>
        ))}
      </Box>
      <Typography sx={{ color: colors.seaGlass, fontWeight: 700 }}>
        {formatPrice(runtimeConfig.pricePerPlayerPence)} per player · minimum 2 players
      </Typography>
      <Box
        aria-hidden="true"
        sx={{
          position: 'absolute',
          insetInline: 0,
          bottom: 0,
          height: 90,
          opacity: 0.35,
          background: `repeating-radial-gradient(circle at 50% 140%, transparent 0 22px, ${colors.seaGlassDark} 23px 25px)`,
        }}
      />
    </Box>
  );
}
