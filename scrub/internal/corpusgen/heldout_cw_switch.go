package main

import (
	"fmt"
	"strings"
)

// More configuration secrets: FreeSWITCH, Ansible, Homer, Cisco CUBE and a dialplan CRM lookup.

func hcwFSDirectory() Sample {
	pw, vm := hcwSipSecret(), hcwPin(4, 6)
	ext := hcwExt()
	t := fmt.Sprintf(`<include>
  <user id="%s">
    <params>
      <param name="password" value="%s"/>
      <param name="vm-password" value="%s"/>
    </params>
    <variables>
      <variable name="toll_allow" value="domestic,international,local"/>
      <variable name="accountcode" value="%s"/>
      <variable name="user_context" value="default"/>
      <variable name="effective_caller_id_name" value="%s"/>
      <variable name="effective_caller_id_number" value="%s"/>
    </variables>
  </user>
</include>
`, ext, pw, vm, ext, hcwFull(), ext)
	return hcwOpt(hcwS("sip-extension-secret", "xml", t, hcwSec(pw, vm), "toll_allow"), 1)
}

func hcwFSGateway() Sample {
	c := hcwCarr()
	user := fmt.Sprint(hcwN(100000, 9999999))
	pw := hcwSipSecret()
	t := fmt.Sprintf(`<include>
  <gateway name="%s">
    <param name="username" value="%s"/>
    <param name="password" value="%s"/>
    <param name="realm" value="%s"/>
    <param name="proxy" value="%s"/>
    <param name="register" value="true"/>
    <param name="expire-seconds" value="%d"/>
    <param name="caller-id-in-from" value="true"/>
  </gateway>
</include>
`, strings.ToLower(strings.Fields(c.name)[0]), user, pw, c.host, c.host, pick([]int{600, 1800, 3600}))
	return hcwS("sip-trunk-password", "xml", t, hcwSec(pw), user, c.host)
}

func hcwFSVars() Sample {
	pw := hcwPwS()
	t := fmt.Sprintf(`<include>
  <!-- Changed from the stock 1234 after the toll fraud incident -->
  <X-PRE-PROCESS cmd="set" data="default_password=%s"/>
  <X-PRE-PROCESS cmd="set" data="domain=$${local_ip_v4}"/>
  <X-PRE-PROCESS cmd="set" data="hold_music=local_stream://moh"/>
  <X-PRE-PROCESS cmd="set" data="outbound_caller_id_number=%s"/>
  <X-PRE-PROCESS cmd="set" data="default_country=%s"/>
</include>
`, pw, strings.ReplaceAll(hcwE164(), "+", ""), pick([]string{"US", "GB", "DE", "PT"}))
	return hcwS("sip-default-password", "xml", t, hcwSec(pw), "hold_music")
}

func hcwESLConf() Sample {
	pw := hcwPwS()
	t := fmt.Sprintf(`<configuration name="event_socket.conf" description="Socket Client">
  <settings>
    <param name="nat-map" value="false"/>
    <param name="listen-ip" value="%s"/>
    <param name="listen-port" value="8021"/>
    <param name="password" value="%s"/>
    <param name="apply-inbound-acl" value="lan"/>
  </settings>
</configuration>
`, pick([]string{"127.0.0.1", "::", hcwIP()}), pw)
	return hcwS("esl-password", "xml", t, hcwSec(pw), "listen-port")
}

func hcwAnsibleVars() Sample {
	ami, trunk := hcwRandPw(true), hcwPwS()
	c := hcwCarr()
	t := fmt.Sprintf(`---
# host_vars/%s.yml
asterisk_version: "%s"
asterisk_ami_user: %s
asterisk_ami_secret: "%s"
trunk_provider: %s
trunk_host: %s
trunk_username: "%d"
trunk_password: "%s"
rtp_start: 10000
rtp_end: 20000
`, pick([]string{"pbx01", "pbx-lis", "voice-gw", "pbx-dub"}), pick([]string{"20.9.3", "18.21.0", "21.4.1", "22.1.0"}),
		pick([]string{"ansible", "monitor", "cti"}), ami, c.name, c.host, hcwN(100000, 9999999), trunk)
	return hcwOpt(hcwS("pbx-passwords", "yaml", t, hcwSec(ami, trunk), c.host), 1)
}

func hcwHeplifyToml() Sample {
	pw := hcwPwS()
	host := hcwIP()
	t := fmt.Sprintf(`# heplify-server.toml (Homer 7 capture)
HEPAddr               = "0.0.0.0:9060"
HEPTCPAddr            = ""
DBShema               = "homer7"
DBDriver              = "postgres"
DBAddr                = "%s:5432"
DBUser                = "homer"
DBPass                = "%s"
DBDataTable           = "homer_data"
DBConfTable           = "homer_config"
DBDropDays            = %d
LogLvl                = "info"
`, host, pw, hcwN(7, 30))
	return hcwS("db-password", "toml", t, hcwSec(pw), host)
}

func hcwCubeConfig() Sample {
	en, cred := hcwRandPw(true), hcwSipSecret()
	user := fmt.Sprint(hcwN(1000000, 9999999))
	t := fmt.Sprintf(`hostname cube-%s
!
username netadmin privilege 15 secret 0 %s
!
voice service voip
 ip address trusted list
  ipv4 %s
 allow-connections sip to sip
!
sip-ua
 credentials username %s password 0 %s realm %s
 authentication username %s password 0 %s
 registrar dns:%s expires %d
!
`, pick([]string{"lon", "ams", "nyc"}), en, hcwPubIP(), user, cred, "sip.carrier.example", user, cred, "sip.carrier.example", pick([]int{600, 3600}))
	return hcwOpt(hcwS("cube-passwords", "ios", t, hcwSec(en, cred), "netadmin", user), 0)
}

func hcwDialplanCurl() Sample {
	tok := "pat-" + pick([]string{"na1", "eu1"}) + "-" + hcwUUID()
	t := fmt.Sprintf(`[crm-lookup]
exten => s,1,NoOp(CRM lookup for ${CALLERID(num)})
 same => n,Set(CURLOPT(httpheader)=Authorization: Bearer %s)
 same => n,Set(RES=${CURL(https://api.hubapi.com/crm/v3/objects/contacts/search?phone=${CALLERID(num)})})
 same => n,Set(CALLERID(name)=${JSON_DECODE(RES,results.0.properties.firstname)})
 same => n,Return()
`, tok)
	return hcwS("api-token", "dialplan", t, hcwSec(tok), "crm-lookup")
}
