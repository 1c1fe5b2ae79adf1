package main

import (
	"fmt"
	"strings"
)

// Secrets around rclone and offsite object storage.

var hduRcloneGens = []func() Sample{
	hduRcloneS3, hduRcloneCrypt, hduRcloneDrive, hduRcloneAzure, hduRcloneSftp, hduRcloneFlags,
	hduAzureConnStr, hduAzureSAS, hduWasabiChat, hduR2Ticket, hduMinioAlias, hduGCSHMAC,
	hduTerraformKeys, hduAwsConfigure, hduOssutil, hduTencentCOS, hduRcloneDropbox, hduAgeKeyFile,
}

func hduRcloneS3() Sample {
	name := hduPick("wasabi", "offsite", "s3-dr", "scaleway", "ovh-cold")
	id, sec := hduAWSID(), hduAWSSecret()
	prov, ep := "AWS", ""
	switch name {
	case "wasabi":
		prov, ep, id = "Wasabi", "s3.eu-central-2.wasabisys.com", hduWasabiID()
	case "scaleway":
		prov, ep, id = "Scaleway", "s3.fr-par.scw.cloud", "SCW"+rnd(upper+digits, 17)
	case "ovh-cold":
		prov, ep, id = "Other", "s3.gra.io.cloud.ovh.net", rnd(hexs, 32)
	}
	text := fmt.Sprintf("[%s]\ntype = s3\nprovider = %s\naccess_key_id = %s\nsecret_access_key = %s\nregion = %s\n", name, prov, id, sec, hduRegion())
	if ep != "" {
		text += "endpoint = " + ep + "\n"
	}
	text += "acl = private\n"
	if hduChance(50) {
		text = "# ~/.config/rclone/rclone.conf on " + hduHost() + "\n" + text
	}
	return hduS("object-storage-keys", "ini", text, []string{id, sec}, "["+name+"]", "acl = private")
}

func hduRcloneCrypt() Sample {
	p1, p2 := hduObscured(), hduObscured()
	text := fmt.Sprintf("[%s]\ntype = crypt\nremote = %s:%s/crypt\nfilename_encryption = standard\ndirectory_name_encryption = true\npassword = %s\npassword2 = %s\n", hduPick("secret", "offsite-crypt", "b2crypt", "vault"), hduPick("b2", "wasabi", "gdrive"), hduBucket(), p1, p2)
	lead := hduPick("", "crypt section from the old NAS, need this to read the archive back:\n\n", "rclone config show offsite-crypt\n")
	return hduS("rclone-crypt-password", "ini", lead+text, []string{p1, p2}, "filename_encryption = standard")
}

func hduRcloneDrive() Sample {
	at, rt := hduGoogleAT(), hduGoogleRT()
	cid := rnd(digits, 12) + "-" + rnd(lower+digits, 32) + ".apps.googleusercontent.com"
	text := fmt.Sprintf("[gdrive-archive]\ntype = drive\nclient_id = %s\nscope = drive\nroot_folder_id = %s\ntoken = {\"access_token\":\"%s\",\"token_type\":\"Bearer\",\"refresh_token\":\"%s\",\"expiry\":\"%sT%s.%s+01:00\"}\nteam_drive = \n", cid, rnd(b64url, 33), at, rt, hduDate(), hduTime(), rnd(digits, 6))
	return hduS("oauth-refresh-token", "ini", text, []string{at, rt}, cid)
}

func hduRcloneAzure() Sample {
	acct := hduPick("acmebkp", "stnordbankdr", "fabrikamoffsite", "lgxarchive") + rnd(digits, 2)
	key := hduAzureKey()
	text := fmt.Sprintf("[azure-cold]\ntype = azureblob\naccount = %s\nkey = %s\naccess_tier = Archive\n", acct, key)
	if hduChance(50) {
		text = "pasted my rclone remote below, why does it say 403 on `rclone lsd azure-cold:`?\n\n```\n" + text + "```"
	}
	return hduS("azure-storage-key", "ini", text, []string{key}, "account = "+acct)
}

func hduRcloneSftp() Sample {
	pass := hduObscured()
	host := hduHost()
	user := hduUser()
	text := fmt.Sprintf("[%s]\ntype = sftp\nhost = %s\nuser = %s\nport = %d\npass = %s\nshell_type = unix\nmd5sum_command = md5sum\n", hduPick("nas", "offsite-sftp", "dr-site"), host, user, pick([]int{22, 2222, 23}), pass)
	return hduS("rclone-obscured-password", "ini", text, []string{pass}, "host = "+host, "user = "+user)
}

func hduRcloneFlags() Sample {
	id, sec := hduWasabiID(), hduAWSSecret()
	b := hduBucket()
	if hduChance(50) {
		text := fmt.Sprintf("rclone sync /volume1/veeam-exports :s3:%s/exports \\\n  --s3-provider Wasabi --s3-endpoint s3.eu-central-1.wasabisys.com \\\n  --s3-access-key-id %s --s3-secret-access-key %s \\\n  --transfers 8 --bwlimit \"08:00,20M 19:00,off\" -P", b, id, sec)
		return hduS("object-storage-keys", "shell", text, []string{id, sec}, b)
	}
	text := fmt.Sprintf("export RCLONE_CONFIG_WASABI_TYPE=s3\nexport RCLONE_CONFIG_WASABI_PROVIDER=Wasabi\nexport RCLONE_CONFIG_WASABI_ACCESS_KEY_ID=%s\nexport RCLONE_CONFIG_WASABI_SECRET_ACCESS_KEY=%s\nrclone copy --max-age 24h /backup wasabi:%s", id, sec, b)
	return hduS("object-storage-keys", "shell", text, []string{id, sec}, b)
}

func hduAzureConnStr() Sample {
	acct := hduPick("stbackup", "veeamoffsite", "drcopies") + rnd(lower+digits, 4)
	key := hduAzureKey()
	cs := fmt.Sprintf("DefaultEndpointsProtocol=https;AccountName=%s;AccountKey=%s;EndpointSuffix=core.windows.net", acct, key)
	text := hduPick(
		fmt.Sprintf("{\n  \"BackupTarget\": {\n    \"Container\": \"sql-bak\",\n    \"ConnectionString\": \"%s\"\n  },\n  \"RetentionDays\": 35\n}", cs),
		fmt.Sprintf("AZURE_STORAGE_CONNECTION_STRING=\"%s\"\nCONTAINER=sql-bak\n", cs),
	)
	return hduS("azure-storage-key", "config", text, []string{key}, "AccountName="+acct)
}

func hduAzureSAS() Sample {
	acct := "st" + hduPick("veeam", "bkp", "archive") + rnd(lower+digits, 5)
	sig := strings.ReplaceAll(strings.ReplaceAll(rnd(hduB64, 43), "+", "%2B"), "/", "%2F") + "%3D"
	url := fmt.Sprintf("https://%s.blob.core.windows.net/%s?sv=2022-11-02&ss=b&srt=co&sp=rwdlac&se=%sT18:00:00Z&st=%sT08:00:00Z&spr=https&sig=%s", acct, hduPick("veeam", "sqlbackups", "exports"), hduDate(), hduDate(), sig)
	text := fmt.Sprintf("PS C:\\Tools> .\\azcopy.exe copy \"D:\\Backups\\*.vbk\" \"%s\" --recursive --put-md5\nINFO: Scanning...\nJob %s has started\n", url, hduUUID())
	return hduS("azure-sas-signature", "powershell", text, []string{sig}, acct+".blob.core.windows.net")
}

func hduWasabiChat() Sample {
	hduA, hduB := hduPair()
	id, sec := hduWasabiID(), hduAWSSecret()
	b := hduBucket()
	text := fmt.Sprintf("%s: created the bucket %s with object lock (compliance, 30d) for the capacity tier\n%s: keys?\n%s: access key %s\n%s: secret %s\n%s: thx, adding it to the SOBR now", hduA, b, hduB, hduA, id, hduA, sec, hduB)
	return hduS("object-storage-keys", "chat", text, []string{id, sec}, b)
}

func hduR2Ticket() Sample {
	id, sec := hduR2ID(), hduR2Secret()
	if hduChance(50) {
		tok := rnd(b64url, 40)
		text := fmt.Sprintf("# lifecycle rules for the R2 offsite bucket are applied with wrangler from the jump host\nexport CLOUDFLARE_API_TOKEN=%s\nwrangler r2 bucket lifecycle add %s expire-old --expire-days %d\n", tok, hduBucket(), pick([]int{90, 180, 365}))
		return hduS("cloudflare-api-token", "shell", text, []string{tok}, "wrangler r2 bucket lifecycle add")
	}
	acct := rnd(hexs, 32)
	text := fmt.Sprintf("Ticket %s - Offsite copy to Cloudflare R2\n\nCreated R2 API token \"veeam-offsite\" (Object Read & Write, bucket %s only).\nEndpoint: https://%s.r2.cloudflarestorage.com\nAccess Key ID: %s\nSecret Access Key: %s\n\nNext: add as S3 compatible repo in VBR, enable immutability.", hduTicket(), hduBucket(), acct, id, sec)
	return hduS("object-storage-keys", "ticket", text, []string{id, sec}, acct+".r2.cloudflarestorage.com")
}

func hduMinioAlias() Sample {
	sec := hduMinioSecret()
	user := hduPick("backupsvc", "veeam", "restic-writer", "k10")
	text := fmt.Sprintf("$ mc alias set dr https://%s:9000 %s %s\nAdded `dr` successfully.\n$ mc retention set --default COMPLIANCE 30d dr/%s\n", hduHost(), user, sec, hduBucket())
	return hduS("minio-secret-key", "shell", text, []string{sec}, user)
}

func hduGCSHMAC() Sample {
	id := "GOOG1E" + rnd(upper+digits, 55)
	sec := rnd(hduB64, 40)
	text := fmt.Sprintf("GCS interop key for the Veeam object repo (service account %s@%s.iam.gserviceaccount.com):\n  Access ID: %s\n  Secret:    %s\nBucket: %s (Archive class, retention policy 90d)", hduPick("veeam-sa", "bkp-writer"), hduPick("acme-dr", "lgx-backup-prod"), id, sec, hduBucket())
	return hduS("gcs-hmac-key", "note", text, []string{id, sec}, "Archive class")
}

func hduTerraformKeys() Sample {
	id, sec := hduAWSID(), hduAWSSecret()
	text := fmt.Sprintf("provider \"aws\" {\n  region     = \"%s\"\n  access_key = \"%s\"\n  secret_key = \"%s\"\n}\n\nresource \"aws_s3_bucket\" \"offsite\" {\n  bucket              = \"%s\"\n  object_lock_enabled = true\n}\n", hduRegion(), id, sec, hduBucket())
	return hduS("aws-access-key", "terraform", text, []string{id, sec}, "object_lock_enabled = true")
}

func hduAwsConfigure() Sample {
	id, sec := hduAWSID(), hduAWSSecret()
	text := fmt.Sprintf("PS C:\\> aws configure --profile veeam-offsite\nAWS Access Key ID [None]: %s\nAWS Secret Access Key [None]: %s\nDefault region name [None]: %s\nDefault output format [None]: json\nPS C:\\> aws s3 ls --profile veeam-offsite\n%s %s\n", id, sec, hduRegion(), hduDate(), hduBucket())
	return hduS("aws-access-key", "powershell", text, []string{id, sec}, "--profile veeam-offsite")
}

func hduOssutil() Sample {
	id := "LTAI" + rnd(alnum, hduN(16, 20))
	sec := rnd(alnum, 30)
	text := fmt.Sprintf("[Credentials]\nlanguage=EN\nendpoint=oss-%s.aliyuncs.com\naccessKeyID=%s\naccessKeySecret=%s\n# used by the nightly ossutil cp of the DB dumps to oss://%s\n", hduPick("eu-central-1", "cn-hangzhou", "ap-southeast-1"), id, sec, hduBucket())
	return hduS("alibaba-access-key", "ini", text, []string{id, sec}, "language=EN")
}

func hduTencentCOS() Sample {
	id := "AKID" + rnd(alnum, 32)
	sec := rnd(alnum, 32)
	text := fmt.Sprintf("# coscli config for the Shanghai office archive\ncos:\n  base:\n    secretid: %s\n    secretkey: %s\n    protocol: https\n  buckets:\n  - name: %s-%s\n    region: ap-shanghai\n", id, sec, hduBucket(), rnd(digits, 10))
	return hduS("tencent-access-key", "yaml", text, []string{id, sec}, "region: ap-shanghai")
}

func hduRcloneDropbox() Sample {
	tok := hduDropboxTok()
	text := fmt.Sprintf("the small office (%s) pushes its nightly zip to Dropbox, remote is:\n\n[dropbox]\ntype = dropbox\ntoken = {\"access_token\":\"%s\",\"token_type\":\"bearer\",\"expiry\":\"%sT%s+02:00\"}\n\nwon't last long, it's a short-lived token; need to set it up with the refresh flow.", hduPick("Praxis Dr. Weber", "Steuerbüro Kaya", "Atelier Roux"), tok, hduDate(), hduTime())
	return hduS("dropbox-token", "ini", text, []string{tok}, "type = dropbox")
}

func hduAgeKeyFile() Sample {
	sk, pub := hduAgeSecret(), hduAgePub()
	text := fmt.Sprintf("$ cat /root/.config/sops/age/keys.txt\n# created: %sT%s+01:00\n# public key: %s\n%s\n$ sops -d offsite/rclone.enc.yaml > /dev/null && echo ok\nok\n", hduDate(), hduTime(), pub, sk)
	return hduS("age-secret-key", "shell", text, []string{sk}, pub)
}
