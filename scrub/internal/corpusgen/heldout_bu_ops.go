package main

import (
	"fmt"
	"strings"
)

// Database failovers, TLS, break-glass, runbooks and service configs with secrets.

func hbuOpsGens() []hbuGen {
	return []hbuGen{
		{hbuOpsRunbookPromote, 6},
		{hbuOpsMysqlCLI, 5},
		{hbuOpsRedisCLI, 5},
		{hbuOpsMongoURI, 5},
		{hbuOpsPKCS12, 4},
		{hbuOpsPEMChat, 5},
		{hbuOpsKeytool, 4},
		{hbuOpsHAProxy, 4},
		{hbuOpsBreakGlassDoc, 4},
		{hbuOpsIPMI, 5},
		{hbuOpsKafkaJAAS, 5},
		{hbuOpsErlangCookie, 3},
		{hbuOpsConsul, 3},
		{hbuOpsWireGuard, 4},
		{hbuOpsResetLink, 5},
		{hbuOpsElasticCurl, 5},
		{hbuOpsLicense, 4},
		{hbuOpsSMTP, 4},
		{hbuOpsCookie, 4},
		{hbuOpsOAuth2Proxy, 4},
		{hbuOpsRefreshToken, 3},
	}
}

func hbuOpsRunbookPromote() Sample {
	pw := hbuPwURL()
	host := hbuHost()
	text := fmt.Sprintf("## Runbook: promote the standby (%s)\n\n1. Check lag on the standby:\n   `psql \"postgresql://postgres:%s@%s:5432/postgres\" -c 'select now() - pg_last_xact_replay_timestamp();'`\n2. If lag < 30s: `patronictl -c /etc/patroni.yml failover --candidate %s`\n3. Update the DNS CNAME and tell #%s", pick(hbuSvcs), pw, host, strings.Split(host, ".")[0], pick([]string{"incidents", "sre", "db-oncall"}))
	return hbuS("db-password", "runbook", text, []string{pw}, host)
}

func hbuOpsMysqlCLI() Sample {
	pw := hbuPw()
	host := hbuHost()
	text := fmt.Sprintf("[root@%s ~]# mysql -h %s -u root -p'%s' -e 'SHOW REPLICA STATUS\\G' | egrep 'Running|Behind'\n             Replica_IO_Running: Yes\n            Replica_SQL_Running: No\n          Seconds_Behind_Source: NULL", strings.Split(hbuHost(), ".")[0], host, pw)
	return hbuS("db-password", "shell", text, []string{pw}, host)
}

func hbuOpsRedisCLI() Sample {
	pw := rnd(alnum, hbuN(20, 40))
	host := hbuHost()
	text := fmt.Sprintf("$ redis-cli -h %s -p 6379 -a %s --no-auth-warning info replication\n# Replication\nrole:master\nconnected_slaves:%d\nmaster_failover_state:no-failover\nmaster_replid:%s\nmaster_repl_offset:%d", host, pw, hbuN(0, 3), hbuHex(40), hbuN(1e6, 9e8))
	return hbuS("redis-password", "shell", text, []string{pw}, host)
}

func hbuOpsMongoURI() Sample {
	user, pw := hbuUser(), hbuPwURL()
	cl := pick(hbuSvcs) + "-" + pick(hbuEnvs) + "." + rnd(lower+digits, 5) + ".mongodb.net"
	text := fmt.Sprintf("%s: atlas failover done, primary is back. if your pods cached the old conn, bounce them. uri is\nmongodb+srv://%s:%s@%s/?retryWrites=true&w=majority\n%s: 👍", hbuName(), user, pw, cl, hbuName())
	return hbuS("db-password", "chat", text, []string{pw}, user, cl)
}

func hbuOpsPKCS12() Sample {
	pw := hbuPw()
	dom := pick([]string{"api", "www", "auth", "status"}) + "." + pick([]string{"acme.io", "example.net"})
	text := fmt.Sprintf("$ openssl pkcs12 -export -in %s.crt -inkey %s.key -certfile chain.pem \\\n    -out %s.pfx -passout 'pass:%s'\n$ ls -l %s.pfx\n-rw------- 1 ops ops %d %s %s.pfx", dom, dom, dom, pw, dom, hbuN(3000, 7000), hbuDate(), dom)
	return hbuS("pfx-password", "shell", text, []string{pw}, dom)
}

func hbuOpsPEMChat() Sample {
	body := hbuPEM(hbuN(4, 9))
	kind := pick([]string{"PRIVATE KEY", "RSA PRIVATE KEY", "EC PRIVATE KEY"})
	dom := "*." + pick([]string{"acme.io", "example.net", "acme-internal.com"})
	text := fmt.Sprintf("%s: the LB needs the key for %s too, here:\n```\n-----BEGIN %s-----\n%s\n-----END %s-----\n```\n%s: got it, uploading to the LB now", hbuName(), dom, kind, body, kind, hbuName())
	return hbuS("tls-private-key", "chat", text, []string{body}, dom)
}

func hbuOpsKeytool() Sample {
	pw := hbuPw()
	text := fmt.Sprintf("keytool -importcert -noprompt -alias %s-root-%d -file ca.pem \\\n  -keystore /opt/%s/conf/truststore.jks -storepass '%s'\nCertificate was added to keystore", pick([]string{"corp", "acme", "internal"}), hbuN(2023, 2026), pick([]string{"kafka", "keycloak", "nexus", "jira"}), pw)
	return hbuS("keystore-password", "shell", text, []string{pw})
}

func hbuOpsHAProxy() Sample {
	user, pw := pick([]string{"admin", "ops", "stats"}), hbuPwURL()
	text := fmt.Sprintf("listen stats\n    bind :8404\n    mode http\n    stats enable\n    stats uri /stats\n    stats refresh 10s\n    stats auth %s:%s\n\nbackend %s\n    balance roundrobin\n    server %s %s:8080 check", user, pw, pick(hbuSvcs), pick(hbuSvcs)+"1", hbuIP())
	return hbuS("haproxy-stats-password", "config", text, []string{pw}, "stats auth "+user+":")
}

func hbuOpsBreakGlassDoc() Sample {
	combo := fmt.Sprintf("%02d-%02d-%02d", hbuN(1, 99), hbuN(1, 99), hbuN(1, 99))
	pw := hbuPw()
	text := fmt.Sprintf("# Break-glass procedure\n\nOnly during a SEV1 when SSO is down. Page the IC first.\n\n1. The sealed envelope is in the safe in the %s office, safe combination %s.\n2. The envelope holds the `%s` root password. Current one (rotated %s): %s\n3. Log every use in %s and rotate afterwards.", pick(hbuPlaces), combo, pick([]string{"okta-superadmin", "aws-root", "gcp-org-admin", "azure-ga"}), hbuDate(), pw, hbuTicket())
	return hbuS("break-glass-password", "runbook", text, []string{combo, pw})
}

func hbuOpsIPMI() Sample {
	pw := hbuPw()
	ip := hbuIP()
	user := pick([]string{"root", "ADMIN", "Administrator"})
	text := fmt.Sprintf("node %s hard-hung, power cycling via BMC:\n$ ipmitool -I lanplus -H %s -U %s -P '%s' chassis power cycle\nChassis Power Control: Cycle", pick([]string{"k8s-worker-", "ceph-osd-", "gpu-"})+fmt.Sprint(hbuN(1, 40)), ip, user, pw)
	return hbuS("bmc-password", "shell", text, []string{pw}, ip)
}

func hbuOpsKafkaJAAS() Sample {
	user, pw := hbuUser(), hbuPw()
	text := fmt.Sprintf("# client.properties used for the consumer-lag check\nbootstrap.servers=%s:9093\nsecurity.protocol=SASL_SSL\nsasl.mechanism=SCRAM-SHA-512\nsasl.jaas.config=org.apache.kafka.common.security.scram.ScramLoginModule required username=\"%s\" password=\"%s\";", hbuHost(), user, pw)
	return hbuS("kafka-password", "properties", text, []string{pw}, user)
}

func hbuOpsErlangCookie() Sample {
	c := rnd(upper, 20)
	text := fmt.Sprintf("rabbit-%d won't join the cluster, cookie mismatch. the right one (from rabbit-1):\n$ sudo cat /var/lib/rabbitmq/.erlang.cookie\n%s", hbuN(2, 5), c)
	return hbuS("erlang-cookie", "shell", text, []string{c})
}

func hbuOpsConsul() Sample {
	g := hbuB64(43) + "="
	tok := hbuUUID()
	dc := pick([]string{"dc1", "eu-west", "fra1", "ams"})
	text := fmt.Sprintf("# /etc/consul.d/consul.hcl\ndatacenter = \"%s\"\ndata_dir   = \"/opt/consul\"\nencrypt    = \"%s\"\n\nacl {\n  enabled = true\n  tokens {\n    agent = \"%s\"\n  }\n}", dc, g, tok)
	return hbuS("consul-keys", "hcl", text, []string{g, tok}, dc)
}

func hbuOpsWireGuard() Sample {
	priv := hbuB64(43) + "="
	pub := hbuB64(43) + "="
	text := fmt.Sprintf("[Interface]\n# oncall laptop -> %s vpn\nAddress = 10.99.%d.%d/32\nPrivateKey = %s\nDNS = 10.99.0.1\n\n[Peer]\nPublicKey = %s\nEndpoint = vpn.%s:51820\nAllowedIPs = 10.0.0.0/8", pick(hbuEnvs), hbuN(0, 9), hbuN(2, 250), priv, pub, pick([]string{"acme.io", "example.net"}))
	return hbuS("wireguard-private-key", "ini", text, []string{priv}, pub)
}

func hbuOpsResetLink() Sample {
	tok := rnd(b64url, hbuN(32, 64))
	user := strings.ToLower(hbuName())
	text := fmt.Sprintf("Subject: Reset your PagerDuty password\n\nHi %s,\n\nSomeone requested a password reset for your account. Use the link below within 1 hour:\n\nhttps://acme.pagerduty.com/users/password/edit?reset_password_token=%s\n\nIf you didn't ask for this, ignore this email.", user, tok)
	if hbuCoin() {
		text = fmt.Sprintf("%s: forwarding the magic login link from the status page vendor since I'm off: https://manage.%s/login/verify?token=%s — works once", user, pick([]string{"statuspage.example", "status-vendor.io"}), tok)
	}
	return hbuS("login-link-token", "mail", text, []string{tok})
}

func hbuOpsElasticCurl() Sample {
	pw := hbuPwURL()
	host := "es-" + pick(hbuEnvs) + ".acme.io"
	text := fmt.Sprintf("$ curl -sk -u elastic:%s https://%s:9200/_cluster/health?pretty\n{\n  \"cluster_name\" : \"logs-%s\",\n  \"status\" : \"yellow\",\n  \"number_of_nodes\" : %d,\n  \"unassigned_shards\" : %d\n}", pw, host, pick(hbuEnvs), hbuN(3, 9), hbuN(1, 40))
	return hbuS("elastic-password", "shell", text, []string{pw}, host)
}

func hbuOpsLicense() Sample {
	lic := "02MV4UU43BK5HGYYTOJZWFQMTMNNEWU33JJ" + rnd(upper+"234567", hbuN(150, 260))
	text := fmt.Sprintf("# vault enterprise on the new DR cluster\nEnvironment=\"VAULT_LICENSE=%s\"", lic)
	if hbuCoin() {
		k := rnd(upper+digits, 5) + "-" + rnd(upper+digits, 5) + "-" + rnd(upper+digits, 5) + "-" + rnd(upper+digits, 5) + "-" + rnd(upper+digits, 5)
		lic = k
		text = fmt.Sprintf("%s: the licence key for the paid %s plugin we bought for the monitoring box: %s (10 seats, don't put it in the repo)", hbuName(), pick([]string{"Nagios XI", "PRTG", "Zabbix", "Checkmk"}), k)
	}
	return hbuS("licence-key", "note", text, []string{lic})
}

func hbuOpsSMTP() Sample {
	pw := rnd(alnum, 16)
	if hbuCoin() {
		pw = hbuPw()
	}
	text := fmt.Sprintf("global:\n  smtp_smarthost: 'smtp.%s:587'\n  smtp_from: 'alertmanager@acme.io'\n  smtp_auth_username: 'alerts@acme.io'\n  smtp_auth_password: '%s'\n  resolve_timeout: 5m", pick([]string{"sendgrid.net", "office365.com", "gmail.com", "mailgun.org"}), pw)
	return hbuS("smtp-password", "yaml", text, []string{pw}, "alerts@acme.io")
}

func hbuOpsCookie() Sample {
	c := rnd(b64url, hbuN(40, 120))
	name := pick([]string{"_oauth2_proxy", "grafana_session", "argocd.token", "JSESSIONID"})
	text := fmt.Sprintf("repro for the 502 (copied from my browser devtools):\ncurl -v 'https://%s.acme.io/api/v1/targets' -H 'Cookie: %s=%s' -H 'Accept: application/json'\n< HTTP/2 502\n< x-request-id: %s", pick([]string{"prometheus", "grafana", "argocd", "kibana"}), name, c, hbuUUID())
	return hbuS("session-cookie", "shell", text, []string{c}, name)
}

func hbuOpsOAuth2Proxy() Sample {
	cs := pick([]string{"GOCSPX-" + rnd(b64url, 28), hbuHex(40), hbuAzSecret()})
	ck := rnd(b64url, 32)
	cid := pick([]string{rnd(digits, 12) + "-" + rnd(lower+digits, 32) + ".apps.googleusercontent.com", hbuUUID(), "Iv1." + hbuHex(16)})
	text := fmt.Sprintf("# oauth2-proxy.cfg in front of %s\nprovider = \"oidc\"\nclient_id = \"%s\"\nclient_secret = \"%s\"\ncookie_secret = \"%s\"\nemail_domains = [\"acme.io\"]\nupstreams = [\"http://127.0.0.1:%d\"]", pick([]string{"kibana", "alertmanager", "prometheus", "kubecost"}), cid, cs, ck, hbuN(3000, 9999))
	return hbuS("oauth-client-secret", "config", text, []string{cs, ck}, cid)
}

func hbuOpsRefreshToken() Sample {
	rt := "1//0" + rnd(b64url, hbuN(90, 110))
	text := fmt.Sprintf("the backup exporter stopped, its ADC file looks like this, no idea who created it:\n{\n  \"client_id\": \"%s-%s.apps.googleusercontent.com\",\n  \"refresh_token\": \"%s\",\n  \"type\": \"authorized_user\"\n}", rnd(digits, 12), rnd(lower+digits, 32), rt)
	return hbuS("refresh-token", "json", text, []string{rt})
}
