import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../paths';

/** Back when the app has history of its own (react-router keys the first entry 'default'), else home. */
export function useBackOrHome(): { back: () => void; hasHistory: boolean } {
  const navigate = useNavigate();
  const location = useLocation();
  const hasHistory = location.key !== 'default';
  const back = useCallback(() => {
    if (hasHistory) navigate(-1);
    else navigate(paths.root.href(), { replace: true });
  }, [hasHistory, navigate]);
  return { back, hasHistory };
}
