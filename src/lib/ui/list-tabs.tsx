import { Tabs, type TabsProps } from 'antd-mobile';
import styles from './list-tabs.module.css';

/** A list screen's tabs (states, kinds): on the card background, each tab a whole touch target high. */
export function ListTabs({ className, ...props }: TabsProps) {
  return <Tabs {...props} className={className ? `${styles.tabs} ${className}` : styles.tabs} />;
}

ListTabs.Tab = Tabs.Tab;
