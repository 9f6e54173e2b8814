/**
 * /account: Profile, Orders, Wishlist, Addresses, Payments, Notifications, Settings, and Logout.
 * The tab is in the address (?tab=orders), so a reload, the back button and a link from
 * checkout land on it. Everything shown is on the device, so the account opens offline; it is
 * read again from the store when the page opens.
 */
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useAccount, useAccountRefresh, useSessionUserFollowsAccount } from '../../data/account';
import { EmptyState } from '../../ui/empty-state';
import { OrderConfirmation } from '../../ui/order-confirmation';
import { SignOutButton } from '../../ui/sign-out-button';
import { Spinner } from '../../ui/spinner';
import { usePageMeta } from '../../ui/use-page-meta';
import { AddressesTab } from './addresses-tab';
import { NotificationsTab } from './notifications-tab';
import { OrdersTab } from './orders-tab';
import { ProfileTab } from './profile-tab';
import { SettingsTab } from './settings-tab';
import { useConfirmationFollowsOutbox } from './use-confirmation-follows-outbox';
import { WishlistTab } from './wishlist-tab';
import { msg, useT } from '../../i18n';
import './account.css';

const TABS = [
  { id: 'profile', label: msg('Profile') },
  { id: 'orders', label: msg('Orders') },
  { id: 'wishlist', label: msg('Wishlist') },
  { id: 'addresses', label: msg('Addresses') },
  { id: 'payments', label: msg('Payments') },
  { id: 'notifications', label: msg('Notifications') },
  { id: 'settings', label: msg('Settings') },
] as const;
type TabId = (typeof TABS)[number]['id'];

export function AccountPage() {
  const [params] = useSearchParams();
  const requested = params.get('tab');
  const tab: TabId = TABS.find((x) => x.id === requested)?.id ?? 'profile';
  const current = TABS.find((x) => x.id === tab) ?? TABS[0];
  const t = useT();
  usePageMeta(t('{tab} · My Account', { tab: t(current.label) }));
  const account = useAccount();
  const refresh = useAccountRefresh();
  useSessionUserFollowsAccount();
  useConfirmationFollowsOutbox();
  const heading = useRef<HTMLHeadingElement>(null);
  const firstTab = useRef(true);
  useEffect(() => {
    if (firstTab.current) {
      firstTab.current = false;
      return;
    }
    heading.current?.focus();
  }, [tab]);

  return (
    <div className="container section account">
      <h1 className="account__title">{t('My Account')}</h1>
      <OrderConfirmation orders={account.orders} />
      {refresh.status === 'offline' && (
        <p className="account-banner" role="status">
          {t('You are offline: this is your account as last saved on this device. Changes you make are sent when you are back online.')}
        </p>
      )}
      {refresh.status === 'failed' && (
        <p className="account-banner" role="status">
          {t.rich('Your account could not be refreshed. {retry}', {
            retry: (
              <button type="button" className="text-button" onClick={refresh.retry}>
                {t('Try again')}
              </button>
            ),
          })}
        </p>
      )}
      <div className="account__layout">
        <nav className="account-nav" aria-label={t('Account')}>
          <ul role="list">
            {TABS.map((x) => (
              <li key={x.id}>
                <Link
                  to={`/account?tab=${x.id}`}
                  replace
                  className={`account-nav__link${x.id === tab ? ' is-current' : ''}`}
                  aria-current={x.id === tab ? 'page' : undefined}
                >
                  {t(x.label)}
                  {x.id === 'orders' && account.waitingOrders.length > 0 && (
                    <span className="count-badge account-nav__badge">{account.waitingOrders.length}</span>
                  )}
                </Link>
              </li>
            ))}
            <li>
              <SignOutButton variant="ghost" className="account-nav__logout" />
            </li>
          </ul>
        </nav>
        <section className="account__panel" aria-labelledby="account-tab-title">
          <h2 id="account-tab-title" ref={heading} tabIndex={-1} className="account__tab-title">
            {t(current.label)}
          </h2>
          {!account.user ? (
            <div className="account-loading">
              <Spinner label={t('Loading your account')} />
            </div>
          ) : (
            <>
              {tab === 'profile' && <ProfileTab account={account} />}
              {tab === 'orders' && <OrdersTab account={account} refreshing={refresh.status === 'loading'} />}
              {tab === 'wishlist' && <WishlistTab />}
              {tab === 'addresses' && <AddressesTab addresses={account.user.addresses} />}
              {tab === 'payments' && (
                <EmptyState
                  title={t('No saved payment methods')}
                  message={t(
                    'Cards, UPI IDs and bank details are never kept by this store: you enter them on the secure payment page each time. Each order in Orders shows its payment and any refund.',
                  )}
                />
              )}
              {tab === 'notifications' && <NotificationsTab account={account} />}
              {tab === 'settings' && <SettingsTab />}
            </>
          )}
        </section>
      </div>
    </div>
  );
}
