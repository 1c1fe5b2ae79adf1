package main

import (
	"fmt"
	"strings"
)

// Traps from Terraform, Ansible, Vault, clouds, TLS, databases and plain on-call talk.

func hbuTrap2Gens() []hbuGen {
	return []hbuGen{
		{hbuTrJenkinsMasked, 5},
		{hbuTrTFSensitive, 6},
		{hbuTrTFStateIDs, 5},
		{hbuTrAnsibleEncrypted, 5},
		{hbuTrAnsibleCfg, 3},
		{hbuTrVaultStatus, 5},
		{hbuTrAWSConfigureList, 5},
		{hbuTrCallerIdentity, 4},
		{hbuTrAzAccount, 4},
		{hbuTrCertInfo, 5},
		{hbuTrCertPEM, 5},
		{hbuTrWGPeers, 3},
		{hbuTrPgpass, 5},
		{hbuTrRedisEnv, 4},
		{hbuTrPolicyTalk, 6},
		{hbuTrOncallCSV, 4},
		{hbuTrCertTable, 4},
		{hbuTrChecksums, 4},
		{hbuTrDataURI, 3},
		{hbuTrColoInvoice, 4},
		{hbuTrHelmList, 4},
		{hbuTrDocsExample, 5},
		{hbuTrEnvExample, 5},
		{hbuTrRedactedLog, 5},
		{hbuTrVaultAnnotations, 4},
		{hbuTrKafkaFileRef, 3},
		{hbuTrOAuthFile, 3},
	}
}

func hbuTrJenkinsMasked() Sample {
	job := pick(hbuSvcs) + "-deploy"
	text := fmt.Sprintf("Started by user %s\n[Pipeline] withCredentials\nMasking supported pattern matches of $DB_PASS or $API_TOKEN\n[Pipeline] {\n[Pipeline] sh\n+ ./deploy.sh --env %s --db-pass **** --token ****\ndeploying %s build #%d (%s)\n[Pipeline] }\nFinished: SUCCESS", hbuName(), pick(hbuEnvs), job, hbuN(100, 4000), hbuHex(7))
	if hbuCoin() {
		text = fmt.Sprintf("pipeline {\n  agent any\n  stages {\n    stage('Backup') {\n      steps {\n        withCredentials([usernamePassword(credentialsId: '%s-db', usernameVariable: 'DB_USER', passwordVariable: 'DB_PASS')]) {\n          sh 'PGPASSWORD=$DB_PASS pg_dump -h %s -U $DB_USER app > dump.sql'\n        }\n      }\n    }\n  }\n}", pick(hbuEnvs), hbuHost())
		return hbuT("trap-secret-reference", "code", text)
	}
	return hbuT("trap-masked", "ci-log", text)
}

func hbuTrTFSensitive() Sample {
	name := pick(hbuSvcs)
	text := fmt.Sprintf("  # aws_db_instance.%s will be updated in-place\n  ~ resource \"aws_db_instance\" \"%s\" {\n        id                  = \"db-%s\"\n        identifier          = \"%s-%s\"\n      ~ password            = (sensitive value)\n      ~ engine_version      = \"%d.%d\" -> \"%d.%d\"\n        # (42 unchanged attributes hidden)\n    }\n\nPlan: 0 to add, 1 to change, 0 to destroy.", name, name, rnd(upper+digits, 26), name, pick(hbuEnvs), hbuN(13, 15), hbuN(1, 9), hbuN(15, 16), hbuN(1, 9))
	return hbuT("trap-sensitive-value", "shell", text)
}

func hbuTrTFStateIDs() Sample {
	acct := hbuAcct()
	reg := pick(hbuRegions)
	text := fmt.Sprintf("$ terraform state show aws_iam_role.%s\nresource \"aws_iam_role\" \"%s\" {\n    arn         = \"arn:aws:iam::%s:role/%s\"\n    create_date = \"%s\"\n    id          = \"%s\"\n    unique_id   = \"AROA%s\"\n    max_session_duration = 3600\n}\n# kms key: arn:aws:kms:%s:%s:key/%s", pick(hbuSvcs), pick(hbuSvcs), acct, pick(hbuSvcs)+"-irsa", hbuTS(), pick(hbuSvcs)+"-irsa", rnd(upper+digits, 17), reg, acct, hbuUUID())
	return hbuT("trap-cloud-ids", "shell", text)
}

func hbuTrAnsibleEncrypted() Sample {
	var lines []string
	for i := 0; i < hbuN(4, 8); i++ {
		lines = append(lines, hbuHex(80))
	}
	grp := pick([]string{"db_servers", "prod", "monitoring", "lb"})
	text := fmt.Sprintf("$ cat group_vars/%s/vault.yml\n$ANSIBLE_VAULT;1.1;AES256\n%s\n$ git add group_vars/%s/vault.yml  # encrypted, safe to commit", grp, strings.Join(lines, "\n"), grp)
	return hbuT("trap-ansible-vault-encrypted", "shell", text)
}

func hbuTrAnsibleCfg() Sample {
	text := fmt.Sprintf("[defaults]\ninventory = inventories/%s\nvault_password_file = ~/.ansible/vault_pass_%s.txt\nremote_user = %s\nforks = %d\n\n[privilege_escalation]\nbecome = True\nbecome_ask_pass = True", pick(hbuEnvs), pick(hbuEnvs), pick([]string{"ansible", "ops", "deploy"}), hbuN(10, 50))
	return hbuT("trap-secret-reference", "ini", text)
}

func hbuTrVaultStatus() Sample {
	text := fmt.Sprintf("$ vault status\nKey                Value\n---                -----\nSeal Type          shamir\nInitialized        true\nSealed             true\nTotal Shares       5\nThreshold          3\nUnseal Progress    %d/3\nUnseal Nonce       %s\nVersion            1.%d.%d\nCluster Name       vault-cluster-%s\nCluster ID         %s\nHA Enabled         true", hbuN(0, 2), hbuUUID(), hbuN(14, 18), hbuN(0, 9), hbuHex(8), hbuUUID())
	return hbuT("trap-vault-status", "shell", text)
}

func hbuTrAWSConfigureList() Sample {
	text := fmt.Sprintf("$ aws configure list --profile %s\n      Name                    Value             Type    Location\n      ----                    -----             ----    --------\n   profile                %s           manual    --profile\naccess_key     ****************%s shared-credentials-file\nsecret_key     ****************%s shared-credentials-file\n    region                %s      config-file    ~/.aws/config", pick([]string{"prod-admin", "sre"}), pick([]string{"prod-admin", "sre"}), rnd(upper+digits, 4), rnd(alnum, 4), pick(hbuRegions))
	return hbuT("trap-masked", "shell", text)
}

func hbuTrCallerIdentity() Sample {
	acct := hbuAcct()
	text := fmt.Sprintf("$ aws sts get-caller-identity\n{\n    \"UserId\": \"AROA%s:%s@acme.io\",\n    \"Account\": \"%s\",\n    \"Arn\": \"arn:aws:sts::%s:assumed-role/AWSReservedSSO_AdministratorAccess_%s/%s@acme.io\"\n}", rnd(upper+digits, 17), strings.ToLower(hbuName()), acct, acct, hbuHex(16), strings.ToLower(hbuName()))
	return hbuT("trap-cloud-ids", "shell", text)
}

func hbuTrAzAccount() Sample {
	text := fmt.Sprintf("$ az account show\n{\n  \"environmentName\": \"AzureCloud\",\n  \"id\": \"%s\",\n  \"isDefault\": true,\n  \"name\": \"acme-%s\",\n  \"state\": \"Enabled\",\n  \"tenantId\": \"%s\",\n  \"user\": {\n    \"name\": \"%s@acme.onmicrosoft.com\",\n    \"type\": \"user\"\n  }\n}", hbuUUID(), pick(hbuEnvs), hbuUUID(), strings.ToLower(hbuName()))
	return hbuT("trap-cloud-ids", "shell", text)
}

func hbuTrCertInfo() Sample {
	var fp []string
	for i := 0; i < 32; i++ {
		fp = append(fp, strings.ToUpper(hbuHex(2)))
	}
	dom := pick([]string{"api", "auth", "www"}) + "." + pick([]string{"acme.io", "example.net"})
	text := fmt.Sprintf("$ openssl s_client -connect %s:443 -servername %s </dev/null 2>/dev/null | openssl x509 -noout -serial -dates -fingerprint -sha256\nserial=%s\nnotBefore=%s\nnotAfter=%s\nsha256 Fingerprint=%s", dom, dom, strings.ToUpper(hbuHex(32)), "Jan  2 00:00:00 2025 GMT", "Apr  2 23:59:59 2026 GMT", strings.Join(fp, ":"))
	return hbuT("trap-cert-fingerprint", "shell", text)
}

func hbuTrCertPEM() Sample {
	kind := pick([]string{"CERTIFICATE", "CERTIFICATE", "CERTIFICATE REQUEST", "PUBLIC KEY"})
	dom := "*." + pick([]string{"acme.io", "example.net"})
	text := fmt.Sprintf("%s: here's the public %s for %s, add it to the LB trust chain:\n```\n-----BEGIN %s-----\n%s\n-----END %s-----\n```", hbuName(), strings.ToLower(kind), dom, kind, hbuPEM(hbuN(5, 12)), kind)
	return hbuT("trap-public-cert", "chat", text)
}

func hbuTrWGPeers() Sample {
	var b []string
	for i := 0; i < hbuN(2, 4); i++ {
		b = append(b, fmt.Sprintf("[Peer]\n# %s laptop\nPublicKey = %s=\nAllowedIPs = 10.99.%d.%d/32", strings.ToLower(hbuName()), hbuB64(43), hbuN(0, 9), hbuN(2, 250)))
	}
	return hbuT("trap-public-key", "ini", "# peers added for the on-call rotation\n"+strings.Join(b, "\n\n"))
}

func hbuTrPgpass() Sample {
	host := hbuHost()
	switch rng.IntN(3) {
	case 0:
		return hbuT("trap-secret-reference", "runbook", fmt.Sprintf("## Check replication lag\n\nThe password comes from ~/.pgpass on the bastion (managed by Ansible), so no -W needed:\n\n    psql -h %s -U %s -c 'select now() - pg_last_xact_replay_timestamp();'", host, hbuUser()))
	case 1:
		return hbuT("trap-placeholder", "runbook", fmt.Sprintf("Connection string format for the app (fill in from Vault):\n\n    postgresql://%s:<password>@%s:5432/app?sslmode=verify-full", hbuUser(), host))
	default:
		return hbuT("trap-password-prompt", "shell", fmt.Sprintf("$ mysql -h %s -u root -p -e 'SHOW REPLICA STATUS\\G' | egrep 'Running|Behind'\nEnter password: \n             Replica_IO_Running: Yes\n            Replica_SQL_Running: Yes\n          Seconds_Behind_Source: %d", host, hbuN(0, 40)))
	}
}

func hbuTrRedisEnv() Sample {
	text := fmt.Sprintf("$ export REDISCLI_AUTH=\"$(kubectl -n %s get secret redis -o jsonpath='{.data.redis-password}' | base64 -d)\"\n$ redis-cli -h %s info replication | head -4\n# Replication\nrole:master\nconnected_slaves:%d\nmaster_replid:%s", hbuNS(), hbuHost(), hbuN(0, 3), hbuHex(40))
	return hbuT("trap-secret-command", "shell", text)
}

func hbuTrPolicyTalk() Sample {
	switch rng.IntN(4) {
	case 0:
		return hbuT("trap-password-policy", "hcl", fmt.Sprintf("# vault password policy for generated db creds\nlength = %d\nrule \"charset\" {\n  charset   = \"abcdefghijklmnopqrstuvwxyz\"\n  min-chars = 2\n}\nrule \"charset\" {\n  charset   = \"0123456789\"\n  min-chars = 2\n}", hbuN(16, 32)))
	case 1:
		return hbuT("trap-password-talk", "chat", fmt.Sprintf("%s: I reset your password for the %s console, you'll get the reset mail\n%s: thanks, got it, set a new one", hbuName(), pick([]string{"PagerDuty", "Opsgenie", "Datadog", "AWS"}), hbuName()))
	case 2:
		return hbuT("trap-password-talk", "meeting-notes", fmt.Sprintf("Ops sync %s\n- break-glass passwords: rotate every 90 days, min 20 chars, stored only in the safe\n- %s to check which service accounts still use static passwords\n- token TTLs for CI lowered to 1h (%s)", hbuDate(), hbuName(), hbuTicket()))
	default:
		return hbuT("trap-password-talk", "ticket", fmt.Sprintf("%s: Rotate the Postgres superuser password on %s\n\nAcceptance: new password generated by Vault, stored at secret/%s/postgres, old password revoked, apps restarted.", hbuTicket(), hbuHost(), pick(hbuEnvs)))
	}
}

func hbuTrOncallCSV() Sample {
	var rows []string
	for i := 0; i < hbuN(3, 6); i++ {
		n := hbuName()
		rows = append(rows, fmt.Sprintf("%s,%s,%s@acme.io,+351 9%d %03d %03d,%s", hbuDate(), n, strings.ToLower(n), hbuN(1, 6), hbuN(0, 999), hbuN(0, 999), pick([]string{"primary", "secondary", "IC"})))
	}
	return hbuT("trap-contact-list", "csv", "week_start,name,email,phone,role\n"+strings.Join(rows, "\n"))
}

func hbuTrCertTable() Sample {
	var rows []string
	for i := 0; i < hbuN(3, 5); i++ {
		rows = append(rows, fmt.Sprintf("| %s.acme.io | %s | %s | `%s` |", pick([]string{"api", "auth", "status", "grafana", "vault"}), hbuDate(), pick([]string{"Let's Encrypt R11", "DigiCert G2", "internal CA"}), strings.ToUpper(hbuHex(16))))
	}
	return hbuT("trap-cert-serials", "markdown", "| host | expires | issuer | serial |\n|---|---|---|---|\n"+strings.Join(rows, "\n"))
}

func hbuTrChecksums() Sample {
	v := fmt.Sprintf("%d.%d.%d", hbuN(0, 2), hbuN(1, 40), hbuN(0, 9))
	tool := pick([]string{"vault", "terraform", "consul", "nomad"})
	text := fmt.Sprintf("$ curl -sO https://releases.hashicorp.com/%s/%s/%s_%s_SHA256SUMS\n$ grep linux_amd64 %s_%s_SHA256SUMS\n%s  %s_%s_linux_amd64.zip\n$ sha256sum %s_%s_linux_amd64.zip\n", tool, v, tool, v, tool, v, hbuHex(64), tool, v, tool, v)
	return hbuT("trap-checksum", "shell", text)
}

func hbuTrDataURI() Sample {
	text := fmt.Sprintf("<!-- status page banner, inlined so it loads when the CDN is down -->\n<img alt=\"degraded\" src=\"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAA%s\" />", hbuB64(hbuN(120, 300)))
	return hbuT("trap-base64-image", "code", text)
}

func hbuTrColoInvoice() Sample {
	text := fmt.Sprintf("Subject: Invoice %d – cross-connect and remote hands\n\nDear customer,\n\nPlease find invoice INV-%d for order %d (%d remote hands hours). Payment to IBAN DE%02d %04d %04d %04d %04d %02d, reference %s.\nReplacement disk shipped, tracking 1Z%s.\n\nBilling", hbuN(100000, 999999), hbuN(100000, 999999), hbuN(1000000, 9999999), hbuN(1, 6), hbuN(10, 99), hbuN(1000, 9999), hbuN(1000, 9999), hbuN(1000, 9999), hbuN(1000, 9999), hbuN(10, 99), rnd(upper+digits, 8), rnd(upper+digits, 16))
	return hbuT("trap-invoice", "mail", text)
}

func hbuTrHelmList() Sample {
	var rows []string
	for i := 0; i < hbuN(3, 6); i++ {
		s := pick(hbuSvcs)
		rows = append(rows, fmt.Sprintf("%-14s %-12s %-3d %s deployed %s-%d.%d.%d %d.%d.%d", s, hbuNS(), hbuN(1, 80), hbuTS()[:19], s, hbuN(0, 5), hbuN(0, 30), hbuN(0, 9), hbuN(0, 5), hbuN(0, 30), hbuN(0, 9)))
	}
	return hbuT("trap-versions", "shell", "$ helm list -A\nNAME           NAMESPACE    REV UPDATED             STATUS   CHART       APP VERSION\n"+strings.Join(rows, "\n"))
}

func hbuTrDocsExample() Sample {
	switch rng.IntN(3) {
	case 0:
		return hbuT("trap-docs-example", "runbook", "## Local test of the S3 uploader\n\nUse the AWS documentation example values, they are not real:\n\n    export AWS_ACCESS_KEY_ID=AKIAIOSFODNN7EXAMPLE\n    export AWS_SECRET_ACCESS_KEY=wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY\n    make test-uploader ENDPOINT=http://localhost:4566")
	case 1:
		return hbuT("trap-placeholder", "markdown", fmt.Sprintf("### Rotating the GitHub token for the %s bot\n\n1. Create a fine-grained token (repo: acme/%s, contents: read)\n2. `vault kv put secret/ci/github token=ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx` — replace the x's with the new token\n3. Restart the bot deployment", pick(hbuSvcs), pick(hbuSvcs)))
	default:
		return hbuT("trap-placeholder", "shell", fmt.Sprintf("# usage: ./page.sh <routing-key> <summary>\n./page.sh YOUR_ROUTING_KEY_HERE \"%s is down\"", pick(hbuSvcs)))
	}
}

func hbuTrEnvExample() Sample {
	text := fmt.Sprintf("# .env.example — copy to .env and change every value marked CHANGE\nAPP_ENV=%s\nDB_HOST=localhost\nDB_USER=%s\nDB_PASSWORD=changeme   # CHANGE before deploying anywhere\nREDIS_PASSWORD=\nVAULT_TOKEN=<your-token>\nSLACK_WEBHOOK_URL=https://hooks.slack.com/services/XXXX/XXXX/XXXXXXXX", pick([]string{"development", "local"}), hbuUser())
	return hbuT("trap-placeholder", "env", text)
}

func hbuTrRedactedLog() Sample {
	text := fmt.Sprintf("%s INFO  config loaded: db_host=%s db_user=%s db_password=[REDACTED] api_key=[REDACTED]\n%s INFO  connected to %s in %dms\n%s WARN  slow query id=%s took %dms", hbuTS(), hbuHost(), hbuUser(), hbuTS(), hbuHost(), hbuN(2, 900), hbuTS(), hbuHex(16), hbuN(1000, 9000))
	if hbuCoin() {
		text = fmt.Sprintf("%s: pasted the kube secret, values blanked:\n  DB_PASSWORD: '********'\n  API_TOKEN: '********'\n  DB_USER: %s", hbuName(), hbuUser())
	}
	return hbuT("trap-redacted", "log", text)
}

func hbuTrVaultAnnotations() Sample {
	text := fmt.Sprintf("  template:\n    metadata:\n      annotations:\n        vault.hashicorp.com/agent-inject: \"true\"\n        vault.hashicorp.com/role: \"%s\"\n        vault.hashicorp.com/agent-inject-secret-db: \"database/creds/%s-rw\"\n    spec:\n      containers:\n        - name: app\n          env:\n            - name: API_KEY\n              value: vault:secret/data/%s/%s#api_key", pick(hbuSvcs), pick(hbuSvcs), pick(hbuEnvs), pick(hbuSvcs))
	return hbuT("trap-secret-reference", "yaml", text)
}

func hbuTrKafkaFileRef() Sample {
	text := fmt.Sprintf("bootstrap.servers=%s:9093\nsecurity.protocol=SASL_SSL\nsasl.mechanism=SCRAM-SHA-512\nconfig.providers=file\nconfig.providers.file.class=org.apache.kafka.common.config.provider.FileConfigProvider\nsasl.jaas.config=org.apache.kafka.common.security.scram.ScramLoginModule required username=\"%s\" password=\"${file:/etc/kafka/secrets/client.properties:password}\";", hbuHost(), hbuUser())
	return hbuT("trap-secret-reference", "properties", text)
}

func hbuTrOAuthFile() Sample {
	text := fmt.Sprintf("# oauth2-proxy.cfg\nprovider = \"oidc\"\nclient_id = \"%s\"\nclient_secret_file = \"/etc/oauth2-proxy/client-secret\"\ncookie_secret_file = \"/etc/oauth2-proxy/cookie-secret\"\noidc_issuer_url = \"https://login.microsoftonline.com/%s/v2.0\"", hbuUUID(), hbuUUID())
	return hbuT("trap-secret-reference", "config", text)
}
