package main

import (
	"fmt"
	"strings"
)

// Terraform, Ansible, Vault and the AWS/GCP/Azure side with secrets.

func hbuInfraGens() []hbuGen {
	return []hbuGen{
		{hbuInfTFState, 6},
		{hbuInfTFPlan, 6},
		{hbuInfTFVars, 5},
		{hbuInfTFRC, 4},
		{hbuInfAnsibleView, 5},
		{hbuInfAnsibleDiff, 5},
		{hbuInfAnsibleAdhoc, 5},
		{hbuInfVaultInit, 3},
		{hbuInfVaultKVGet, 5},
		{hbuInfAWSCreds, 6},
		{hbuInfSTS, 4},
		{hbuInfGCPSAKey, 4},
		{hbuInfAzSP, 5},
		{hbuInfAzStorage, 5},
		{hbuInfGCPApiKey, 4},
		{hbuInfIAMMail, 4},
	}
}

func hbuInfTFState() Sample {
	pw := hbuPw()
	id := pick(hbuSvcs) + "-" + pick(hbuEnvs)
	text := fmt.Sprintf("{\n  \"mode\": \"managed\",\n  \"type\": \"aws_db_instance\",\n  \"name\": \"main\",\n  \"instances\": [\n    {\n      \"attributes\": {\n        \"identifier\": \"%s\",\n        \"engine\": \"postgres\",\n        \"engine_version\": \"%d.%d\",\n        \"username\": \"%s\",\n        \"password\": \"%s\",\n        \"port\": 5432\n      }\n    }\n  ]\n}",
		id, hbuN(13, 16), hbuN(1, 9), hbuUser(), pw)
	return hbuS("tfstate-password", "json", text, []string{pw}, id)
}

func hbuInfTFPlan() Sample {
	pw := hbuPw()
	name := pick(hbuSvcs)
	text := fmt.Sprintf("Terraform will perform the following actions:\n\n  # azurerm_mssql_server.%s will be created\n  + resource \"azurerm_mssql_server\" \"%s\" {\n      + administrator_login          = \"sqladmin\"\n      + administrator_login_password = \"%s\"\n      + location                     = \"westeurope\"\n      + name                         = \"sql-%s-%s\"\n      + version                      = \"12.0\"\n    }\n\nPlan: 1 to add, 0 to change, 0 to destroy.", name, name, pw, name, pick(hbuEnvs))
	return hbuS("tfplan-password", "shell", text, []string{pw}, "sqladmin")
}

func hbuInfTFVars() Sample {
	tok, pw := pick([]string{hbuDO(), rnd(b64url, 40), hbuTFC()}), hbuPw()
	text := fmt.Sprintf("# terraform.tfvars — DO NOT COMMIT (it got committed, see %s)\nregion          = \"%s\"\ncluster_name    = \"%s\"\nprovider_token  = \"%s\"\ngrafana_admin_pw = \"%s\"\nnode_count      = %d", hbuTicket(), pick(hbuRegions), pick(hbuEnvs)+"-k8s", tok, pw, hbuN(3, 12))
	return hbuS("tfvars-secrets", "hcl", text, []string{tok, pw})
}

func hbuInfTFRC() Sample {
	tok := hbuTFC()
	text := fmt.Sprintf("$ cat ~/.terraform.d/credentials.tfrc.json\n{\n  \"credentials\": {\n    \"app.terraform.io\": {\n      \"token\": \"%s\"\n    }\n  }\n}", tok)
	return hbuS("terraform-cloud-token", "shell", text, []string{tok}, "app.terraform.io")
}

func hbuInfAnsibleView() Sample {
	a, b, c := hbuPw(), hbuPw(), rnd(alnum, hbuN(20, 40))
	grp := pick([]string{"db_servers", "prod", "monitoring", "kafka", "all"})
	if hbuCoin() {
		text := fmt.Sprintf("$ ansible-vault view group_vars/%s/vault.yml\nVault password: \n---\nvault_mysql_root_password: %s\nvault_smtp_user: alerts@acme.io\nvault_backup_s3_secret: %s", grp, a, c)
		return hbuS("ansible-vault-decrypted", "shell", text, []string{a, c}, "alerts@acme.io")
	}
	text := fmt.Sprintf("$ ansible-vault view group_vars/%s/vault.yml\nVault password: \n---\nvault_mysql_root_password: %s\nvault_replication_password: '%s'\nvault_backup_s3_secret: %s\nvault_smtp_user: alerts@acme.io", grp, a, b, c)
	return hbuS("ansible-vault-decrypted", "shell", text, []string{a, b, c}, "alerts@acme.io")
}

func hbuInfAnsibleDiff() Sample {
	pw := hbuPw()
	text := fmt.Sprintf("commit %s\nAuthor: %s <%s@acme.io>\n\n    fix haproxy stats vars\n\ndiff --git a/inventories/%s/group_vars/lb/vault.yml b/inventories/%s/group_vars/lb/vault.yml\n--- a/inventories/%s/group_vars/lb/vault.yml\n+++ b/inventories/%s/group_vars/lb/vault.yml\n@@ -1,6 +1,2 @@\n-$ANSIBLE_VAULT;1.1;AES256\n-%s\n-%s\n+haproxy_stats_user: ops\n+haproxy_stats_password: %s",
		hbuHex(40), hbuName(), strings.ToLower(hbuName()), pick(hbuEnvs), pick(hbuEnvs), pick(hbuEnvs), pick(hbuEnvs), rnd(digits+"abcdef", 80), rnd(digits+"abcdef", 80), pw)
	return hbuS("ansible-vault-decrypted", "diff", text, []string{pw}, "haproxy_stats_user: ops")
}

func hbuInfAnsibleAdhoc() Sample {
	pw := hbuPw()
	grp := pick([]string{"webservers", "db_primary", "k8s_nodes", "bastions"})
	text := fmt.Sprintf("$ ansible %s -i inventories/%s -b -m shell -a 'systemctl restart node_exporter' -e \"ansible_become_pass=%s\"\n%s | CHANGED | rc=0 >>\n", grp, pick(hbuEnvs), pw, hbuHost())
	return hbuS("sudo-password", "shell", text, []string{pw}, grp)
}

func hbuInfVaultInit() Sample {
	var keys []string
	for i := 0; i < 3; i++ {
		keys = append(keys, hbuB64(43)+"=")
	}
	root := hbuVaultTok()
	var lines []string
	for i, k := range keys {
		lines = append(lines, fmt.Sprintf("Unseal Key %d: %s", i+1, k))
	}
	text := "$ vault operator init -key-shares=3 -key-threshold=2\n" + strings.Join(lines, "\n") + "\n\nInitial Root Token: " + root + "\n\nVault initialized with 3 key shares and a key threshold of 2."
	return hbuS("vault-unseal-keys", "shell", text, append(keys, root))
}

func hbuInfVaultKVGet() Sample {
	pw, key := hbuPw(), rnd(alnum, 32)
	path := "secret/" + pick(hbuEnvs) + "/" + pick(hbuSvcs)
	text := fmt.Sprintf("$ vault kv get %s\n====== Secret Path ======\n%s\n\n======= Metadata =======\nKey                Value\n---                -----\ncreated_time       %s\nversion            %d\n\n====== Data ======\nKey            Value\n---            -----\napi_key        %s\ndb_password    %s\ndb_user        %s",
		path, strings.Replace(path, "secret/", "secret/data/", 1), hbuTS(), hbuN(1, 30), key, pw, hbuUser())
	return hbuS("vault-kv-secret", "shell", text, []string{key, pw}, path)
}

func hbuInfAWSCreds() Sample {
	id, sec := hbuAKIA(), hbuAWSSecret()
	prof := pick([]string{"default", "prod-admin", "breakglass", "terraform"})
	text := fmt.Sprintf("~/.aws/credentials on jump-%s:\n\n[%s]\naws_access_key_id = %s\naws_secret_access_key = %s\nregion = %s", pick(hbuEnvs), prof, id, sec, pick(hbuRegions))
	return hbuS("aws-secret-key", "ini", text, []string{sec}, "["+prof+"]")
}

func hbuInfSTS() Sample {
	sec, st := hbuAWSSecret(), hbuAWSSession()
	acct := hbuAcct()
	text := fmt.Sprintf("$ aws sts assume-role --role-arn arn:aws:iam::%s:role/OrganizationAccountAccessRole --role-session-name %s-oncall\n{\n    \"Credentials\": {\n        \"AccessKeyId\": \"%s\",\n        \"SecretAccessKey\": \"%s\",\n        \"SessionToken\": \"%s\",\n        \"Expiration\": \"%s\"\n    }\n}",
		acct, strings.ToLower(hbuName()), "ASIA"+rnd(upper+"234567", 16), sec, st, hbuTS())
	return hbuS("aws-session-credentials", "shell", text, []string{sec, st}, acct)
}

func hbuInfGCPSAKey() Sample {
	proj := pick([]string{"acme-prod", "acme-data", "ops-tooling"}) + "-" + fmt.Sprint(hbuN(100, 999))
	kid := hbuHex(40)
	body := strings.ReplaceAll(hbuPEM(hbuN(4, 7)), "\n", "\\n")
	email := pick([]string{"terraform", "ci-deployer", "velero", "external-dns"}) + "@" + proj + ".iam.gserviceaccount.com"
	text := fmt.Sprintf("{\n  \"type\": \"service_account\",\n  \"project_id\": \"%s\",\n  \"private_key_id\": \"%s\",\n  \"private_key\": \"-----BEGIN PRIVATE KEY-----\\n%s\\n-----END PRIVATE KEY-----\\n\",\n  \"client_email\": \"%s\",\n  \"client_id\": \"1%s\",\n  \"token_uri\": \"https://oauth2.googleapis.com/token\"\n}", proj, kid, body, email, rnd(digits, 20))
	return hbuS("gcp-sa-key", "json", text, []string{kid, body}, email)
}

func hbuInfAzSP() Sample {
	sec := hbuAzSecret()
	app := hbuUUID()
	text := fmt.Sprintf("$ az ad sp create-for-rbac --name sp-%s-%s --role Contributor --scopes /subscriptions/%s\n{\n  \"appId\": \"%s\",\n  \"displayName\": \"sp-%s\",\n  \"password\": \"%s\",\n  \"tenant\": \"%s\"\n}", pick(hbuSvcs), pick(hbuEnvs), hbuUUID(), app, pick(hbuSvcs), sec, hbuUUID())
	return hbuS("azure-client-secret", "shell", text, []string{sec}, app)
}

func hbuInfAzStorage() Sample {
	key := hbuB64(86) + "=="
	acct := "st" + pick(hbuSvcs)[:3] + pick(hbuEnvs)[:2] + rnd(lower+digits, 4)
	acct = strings.ReplaceAll(acct, "-", "")
	text := fmt.Sprintf("velero backups failing since the key rotation. current conn string in the BSL secret:\nDefaultEndpointsProtocol=https;AccountName=%s;AccountKey=%s;EndpointSuffix=core.windows.net", acct, key)
	return hbuS("azure-storage-key", "log", text, []string{key}, acct)
}

func hbuInfGCPApiKey() Sample {
	k := hbuGCPKey()
	text := fmt.Sprintf("# uptime probe for the maps proxy (%s)\ncurl -s \"https://maps.googleapis.com/maps/api/geocode/json?address=%s&key=%s\" | jq .status", pick(hbuEnvs), pick(hbuPlaces), k)
	return hbuS("gcp-api-key", "shell", text, []string{k})
}

func hbuInfIAMMail() Sample {
	user := strings.ToLower(hbuName()) + "." + pick([]string{"oncall", "sre", "ops"})
	pw := hbuPw()
	acct := hbuAcct()
	text := fmt.Sprintf("Subject: your AWS console access (%s)\n\nHi,\n\nAs requested in %s I created an IAM user for the on-call rotation.\n\nSign-in URL: https://%s.signin.aws.amazon.com/console\nUser name: %s\nPassword: %s\n\nYou'll be asked to set a new password and enroll MFA on first sign-in.\n\n-- Platform team", pick(hbuEnvs), hbuTicket(), acct, user, pw)
	return hbuS("console-password", "mail", text, []string{pw}, user, acct)
}
