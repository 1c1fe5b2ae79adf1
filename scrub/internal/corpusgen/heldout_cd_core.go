package main

import (
	"fmt"
	"strings"
)

// Core network: RADIUS, TACACS+, SNMP, routing protocol keys, device logins.

func hcdCoreGens() []hcdGen {
	return []hcdGen{
		{6, hcdFRClients},
		{5, hcdIOSRadius},
		{5, hcdMikrotikRadius},
		{3, hcdJunosRadius},
		{6, hcdSNMPCommunity},
		{5, hcdSnmpwalk},
		{4, hcdSNMPv3},
		{3, hcdSnmpdConf},
		{3, hcdLibreNMSConf},
		{3, hcdZabbixMacro},
		{3, hcdTacacs},
		{5, hcdBGPPassword},
		{3, hcdOSPFKey},
		{4, hcdLocalUser},
		{4, hcdOxidized},
		{3, hcdAnsibleInv},
		{5, hcdRadcheck},
		{4, hcdRadtest},
		{3, hcdRadiusDSN},
	}
}

func hcdBRAS() string {
	return hcdP("bras", "bng", "nas", "olt") + hcdDigits(2) + "-" + hcdP("sp", "rj", "bog", "uio", "mex", "lis", "mad")
}

func hcdFRClients() Sample {
	n, s := hcdBRAS(), hcdSharedSecret()
	ip := hcdIP10()
	text := fmt.Sprintf(`# /etc/freeradius/3.0/clients.conf
client %s {
	ipaddr    = %s
	secret    = %s
	shortname = %s
	nas_type  = other
	require_message_authenticator = yes
}`, n, ip, s, n)
	return hcdK(hcdSec("radius-secret", "config", text, s), n, ip)
}

func hcdIOSRadius() Sample {
	s := hcdSharedSecret()
	ip := hcdIP10()
	h := hcdP("ASR1K-", "BNG-", "C9300-") + hcdDigits(2)
	text := fmt.Sprintf(`%s#conf t
%s(config)#radius server %s
%s(config-radius-server)# address ipv4 %s auth-port 1812 acct-port 1813
%s(config-radius-server)# key %s
%s(config-radius-server)# end`, h, h, hcdP("ISE", "RAD1", "FR-PRIMARY"), h, ip, h, s, h)
	return hcdK(hcdSec("radius-secret", "shell", text, s), ip)
}

func hcdMikrotikRadius() Sample {
	s := hcdSharedSecret()
	ip := hcdIP10()
	text := pick([]string{
		fmt.Sprintf("/radius add service=ppp,hotspot address=%s secret=\"%s\" timeout=3s comment=\"radius principal\"\n/ppp aaa set use-radius=yes accounting=yes interim-update=5m", ip, s),
		fmt.Sprintf("no concentrador novo eu rodei:\n/radius add service=ppp address=%s secret=%s src-address=%s\ne o pppoe subiu de primeira", ip, s, hcdIP10()),
	})
	return hcdK(hcdSec("radius-secret", "shell", text, s), ip)
}

func hcdJunosRadius() Sample {
	s := hcdSharedSecret()
	ip := hcdIP10()
	text := fmt.Sprintf(`[edit]
noc@mx204-%s# set access radius-server %s secret "%s"
noc@mx204-%s# set access radius-server %s source-address %s
noc@mx204-%s# set access profile SUBSCRIBERS authentication-order radius
noc@mx204-%s# commit check`, "01", ip, s, "01", ip, hcdIP10(), "01", "01")
	return hcdK(hcdSec("radius-secret", "shell", text, s), ip)
}

func hcdSNMPCommunity() Sample {
	c := hcdCommunity()
	t := pick(hcdTechs)
	if rng.IntN(4) == 0 {
		text := fmt.Sprintf("snmp-server community %s RO %d\nsnmp-server location %s\nsnmp-server contact noc@%s", c, 10+rng.IntN(90), hcdSite(), hcdDomain())
		return hcdSec("snmp-community", "config", text, c)
	}
	text := pick([]string{
		fmt.Sprintf("%s: the RO community for all the OLTs is %s, the monitoring poller is already using it", t, c),
		fmt.Sprintf("%s: comunidad SNMP de lectura de los switches del %s: %s", t, hcdSite(), c),
		fmt.Sprintf("%s: comunidade snmp nova (RW, só pro NOC): %s", t, c),
	})
	return hcdSec("snmp-community", "chat", text, c)
}

func hcdSnmpwalk() Sample {
	c := hcdCommunity()
	ip := hcdIP10()
	text := fmt.Sprintf(`$ snmpwalk -v2c -c '%s' %s IF-MIB::ifDescr | head -4
IF-MIB::ifDescr.1 = STRING: GigabitEthernet0/0/0
IF-MIB::ifDescr.2 = STRING: GigabitEthernet0/0/1
IF-MIB::ifDescr.3 = STRING: TenGigE0/1/0
IF-MIB::ifDescr.4 = STRING: Bundle-Ether%d`, c, ip, 1+rng.IntN(20))
	return hcdK(hcdSec("snmp-community", "shell", text, c), ip)
}

func hcdSNMPv3() Sample {
	a, p := hcdRandPw(), hcdRandPw()
	u := hcdP("noc-v3", "zabbix", "librenms", "monitor")
	text := fmt.Sprintf(`snmp-server group NOCGROUP v3 priv read NOCVIEW
snmp-server user %s NOCGROUP v3 auth sha %s priv aes 128 %s
snmp-server view NOCVIEW iso included
snmp-server host %s version 3 priv %s`, u, a, p, hcdIP10(), u)
	return hcdK(hcdSec("snmpv3-auth-key", "config", text, a, p), u)
}

func hcdSnmpdConf() Sample {
	c := hcdCommunity()
	a, p := hcdRandPw(), hcdRandPw()
	text := fmt.Sprintf(`# /etc/snmp/snmpd.conf on the shelter controller
sysLocation    %s
sysContact     noc@%s
rocommunity %s 10.0.0.0/8
createUser pollerv3 SHA "%s" AES "%s"
rouser pollerv3 priv`, hcdSite(), hcdDomain(), c, a, p)
	if rng.IntN(2) == 0 {
		text = fmt.Sprintf("# /etc/snmp/snmpd.conf on the shelter controller\nsysLocation    %s\nrocommunity %s 10.0.0.0/8\nagentAddress udp:161", hcdSite(), c)
		return hcdSec("snmp-community", "config", text, c)
	}
	return hcdSec("snmp-community", "config", text, c, a, p)
}

func hcdLibreNMSConf() Sample {
	c := hcdCommunity()
	text := fmt.Sprintf(`<?php
// librenms config.php (partial)
$config['snmp']['community'] = array("%s");
$config['nets'][] = "10.%d.0.0/16";
$config['discovery_by_ip'] = true;
$config['base_url'] = "/";`, c, rng.IntN(255))
	return hcdSec("snmp-community", "code", text, c)
}

func hcdZabbixMacro() Sample {
	c := hcdCommunity()
	text := fmt.Sprintf(`zabbix_export:
  version: '6.4'
  host_groups:
    - name: Access/OLT
  hosts:
    - host: %s
      macros:
        - macro: '{$SNMP_COMMUNITY}'
          value: '%s'
        - macro: '{$IF.UTIL.MAX}'
          value: '90'`, hcdSite(), c)
	return hcdSec("snmp-community", "yaml", text, c)
}

func hcdTacacs() Sample {
	s := hcdSharedSecret()
	ip := hcdIP10()
	text := fmt.Sprintf(`tacacs server TAC-%s
 address ipv4 %s
 key 0 %s
 timeout 5
!
aaa group server tacacs+ NOC-TAC
 server name TAC-%s`, "PRI", ip, s, "PRI")
	return hcdK(hcdSec("tacacs-key", "config", text, s), ip)
}

func hcdBGPPassword() Sample {
	s := hcdSharedSecret()
	nb := hcdPubIP()
	as := fmt.Sprint(64512 + rng.IntN(1000))
	text := pick([]string{
		fmt.Sprintf("router bgp %s\n neighbor %s remote-as %d\n neighbor %s description UPSTREAM-%s\n neighbor %s password %s", as, nb, 1000+rng.IntN(60000), nb, hcdP("A", "B", "IX"), nb, s),
		fmt.Sprintf("Hi, for the new transit session on %s please use MD5 password %s on your side. Our ASN is %s.", nb, s, as),
		fmt.Sprintf("Hola, la sesión BGP con %s lleva clave MD5: %s. Nuestro AS es %s, prefijos en el PeeringDB.", nb, s, as),
	})
	return hcdK(hcdSec("bgp-md5-password", "config", text, s), nb)
}

func hcdOSPFKey() Sample {
	s := rnd(alnum, hcdN(8, 16))
	text := fmt.Sprintf(`interface TenGigabitEthernet0/1/%d
 description BACKBONE to %s
 ip ospf authentication message-digest
 ip ospf message-digest-key 1 md5 %s
 ip ospf network point-to-point`, rng.IntN(8), hcdSite(), s)
	return hcdSec("ospf-key", "config", text, s)
}

func hcdLocalUser() Sample {
	pw := hcdRandPw()
	u := hcdP("noc", "fieldtech", "breakglass", "netops")
	text := fmt.Sprintf(`Change plan %s - step 3, add the local fallback user on all access switches:

conf t
 username %s privilege 15 secret 0 %s
 end
wr mem`, "CHG"+hcdDigits(6), u, pw)
	return hcdK(hcdSec("device-password", "shell", text, pw), u)
}

func hcdOxidized() Sample {
	pw, en := hcdRandPw(), hcdRandPw()
	text := fmt.Sprintf(`# ~/.config/oxidized/config
username: oxidized
password: %s
model: ios
interval: 3600
vars:
  enable: %s
source:
  default: csv
  csv:
    file: ~/.config/oxidized/router.db`, pw, en)
	if rng.IntN(2) == 0 {
		text = strings.Replace(text, "vars:\n  enable: "+en+"\n", "", 1)
		return hcdSec("device-password", "yaml", text, pw)
	}
	return hcdSec("device-password", "yaml", text, pw, en)
}

func hcdAnsibleInv() Sample {
	pw, bp := hcdRandPw(), hcdRandPw()
	text := fmt.Sprintf(`[olts]
%s ansible_host=%s
%s ansible_host=%s

[olts:vars]
ansible_connection=network_cli
ansible_network_os=%s
ansible_user=automation
ansible_password=%s
ansible_become_password=%s`, hcdSite(), hcdIP10(), hcdSite(), hcdIP10(), hcdP("huawei.smartolt", "community.network.ce", "ios"), pw, bp)
	if rng.IntN(2) == 0 {
		text = strings.Replace(text, "\nansible_become_password="+bp, "", 1)
		return hcdSec("device-password", "ini", text, pw)
	}
	return hcdSec("device-password", "ini", text, pw, bp)
}

func hcdRadcheck() Sample {
	u, pw := hcdPPPoEUser(), hcdPPPoEPw()
	text := fmt.Sprintf(`radius=> INSERT INTO radcheck (username, attribute, op, value) VALUES ('%s', 'Cleartext-Password', ':=', '%s');
INSERT 0 1
radius=> INSERT INTO radusergroup (username, groupname, priority) VALUES ('%s', '%s', 1);
INSERT 0 1`, u, pw, u, hcdP("FIBRA300", "FIBRA600", "EMPRESA1G"))
	return hcdK(hcdSec("pppoe-password", "sql", text, pw), u)
}

func hcdRadtest() Sample {
	u, pw, s := hcdPPPoEUser(), hcdPPPoEPw(), hcdSharedSecret()
	text := fmt.Sprintf(`$ radtest %s %s 127.0.0.1 0 %s
Sent Access-Request Id %d from 0.0.0.0:%d to 127.0.0.1:1812 length 77
	User-Name = "%s"
	NAS-IP-Address = 127.0.1.1
	NAS-Port = 0
Received Access-Accept Id %d from 127.0.0.1:1812 to 127.0.0.1:%d length 38
	Framed-IP-Address = %s`, u, pw, s, rng.IntN(256), 40000+rng.IntN(20000), u, 1+rng.IntN(255), 40000+rng.IntN(20000), hcdIPCGN())
	return hcdK(hcdSec("radius-secret", "shell", text, pw, s), u)
}

func hcdRadiusDSN() Sample {
	pw := hcdRandPw()
	h := hcdP("db-radius01", "pg-aaa.internal", "10.20.0.15")
	text := pick([]string{
		fmt.Sprintf("RADIUS_DB_URL=postgresql://radius:%s@%s:5432/radius?sslmode=require", pw, h),
		fmt.Sprintf("sql {\n\tdialect = \"mysql\"\n\tserver = \"%s\"\n\tlogin = \"radius\"\n\tpassword = \"%s\"\n\tradius_db = \"radius\"\n}", h, pw),
	})
	return hcdK(hcdSec("db-password", "config", text, pw), h)
}
