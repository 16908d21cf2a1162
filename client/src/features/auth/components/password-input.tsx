import { forwardRef, useState, type InputHTMLAttributes } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { useTranslation } from '@/lib/use-translation';
import { directionOf } from '@charades/shared/languages';
import { Input } from '@/components/ui/input';
import { useLanguage } from '@/lib/use-language';

export const PasswordInput = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>((props, ref) => {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  // A password reads left to right, so the field is dir="ltr" in Arabic too, and its own start
  // and end are left and right. The button sits at the page's end: the left when the page
  // reads right to left, where the field's padding must then be its start.
  const roomForButton = directionOf(useLanguage()) === 'rtl' ? 'ps-12' : 'pe-12';
  return (
    <div className="relative">
      <Input ref={ref} type={visible ? 'text' : 'password'} dir="ltr" className={`${roomForButton} text-start`} {...props} />
      <button
        type="button"
        onClick={() => setVisible((v) => !v)}
        className="absolute inset-y-0 end-0 flex w-11 items-center justify-center rounded-e-xl text-stone-600 hover:text-stone-900 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-brand-400/60"
        aria-label={visible ? t('auth.hidePassword') : t('auth.showPassword')}
        aria-pressed={visible}
      >
        {visible ? <EyeOff className="size-5" aria-hidden /> : <Eye className="size-5" aria-hidden />}
      </button>
    </div>
  );
});
PasswordInput.displayName = 'PasswordInput';
