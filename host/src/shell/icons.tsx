import {
  AppstoreOutlined,
  BankOutlined,
  BookOutlined,
  CarOutlined,
  DashboardOutlined,
  DollarOutlined,
  FileTextOutlined,
  GiftOutlined,
  HomeOutlined,
  InboxOutlined,
  MenuOutlined,
  SafetyOutlined,
  SettingOutlined,
  ShopOutlined,
  ShoppingCartOutlined,
  SolutionOutlined,
  TeamOutlined,
  ToolOutlined,
  UserOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';

/** Icon names a menu may use (menu.icono). */
const ICONS: Record<string, ReactNode> = {
  appstore: <AppstoreOutlined />,
  bank: <BankOutlined />,
  book: <BookOutlined />,
  car: <CarOutlined />,
  dashboard: <DashboardOutlined />,
  dollar: <DollarOutlined />,
  'file-text': <FileTextOutlined />,
  gift: <GiftOutlined />,
  home: <HomeOutlined />,
  inbox: <InboxOutlined />,
  menu: <MenuOutlined />,
  safety: <SafetyOutlined />,
  setting: <SettingOutlined />,
  shop: <ShopOutlined />,
  'shopping-cart': <ShoppingCartOutlined />,
  solution: <SolutionOutlined />,
  team: <TeamOutlined />,
  tool: <ToolOutlined />,
  user: <UserOutlined />,
  wallet: <WalletOutlined />,
};

export const menuIcon = (name: string | null) => (name && ICONS[name]) || <AppstoreOutlined />;
