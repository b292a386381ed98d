import { Link } from '@tanstack/react-router'
import { buttonStyles, type ButtonSize } from '~/components/ui/button-styles'

/** The header's two calls to action, in the bar and in the phone menu: Online Admissions, and Login when signed out. */
export function AdmissionsAndLogin({
  signedOut,
  loginSearch,
  size,
  extra,
}: {
  signedOut: boolean
  loginSearch: { redirect?: string }
  size: ButtonSize
  extra: string
}) {
  return (
    <>
      <Link to="/online-admissions" className={buttonStyles('accent', size, extra)}>
        Online Admissions
      </Link>
      {signedOut && (
        <Link to="/login" search={loginSearch} className={buttonStyles('outline', size, extra)}>
          Login
        </Link>
      )}
    </>
  )
}
